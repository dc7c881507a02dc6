#if canImport(Glibc)
import Glibc
#endif
import TabHostCLI

exit(TabHostCLI.main(TabHostCLI.arguments))
