// skb: the command-line front end. All the work is in cli/app.cpp and the libraries.
#include "cli/app.h"

int main(int argc, char** argv) { return skb::cli::run(argc, argv); }
