// Shell completions: the completion script of bash, zsh or fish for skb, made from the command
// line itself (every command, option and the values of options that take one of a list), so
// that it never falls behind the commands (`skb completions SHELL`; installed by cmake
// --install).
#pragma once

#include <string>
#include <string_view>

namespace CLI {
class App;
}  // namespace CLI

namespace skb::cli {

// Returns the completion script of `shell` ("bash", "zsh" or "fish") for the commands of `app`.
std::string completion_script(const CLI::App& app, std::string_view shell);

}  // namespace skb::cli
