// The manual page of skb (man skb), in roff, made from the command line itself: the synopsis,
// every command with its description, options and footer (examples, exit statuses), so that it
// says what --help says (`skb manual`; installed by cmake --install).
#pragma once

#include <string>

namespace CLI {
class App;
}  // namespace CLI

namespace skb::cli {

// Returns the manual page (man(7) macros) for the commands of `app`.
std::string manual_page(const CLI::App& app);

}  // namespace skb::cli
