#if canImport(Glibc)
import Glibc
#endif
import TabHostKit

exit(TabHostCLI.main(Array(CommandLine.arguments.dropFirst())))
