#if canImport(Glibc)
import Glibc
#endif
import TabHostCLI

exit(TabHostCLI.main(Array(CommandLine.arguments.dropFirst())))
