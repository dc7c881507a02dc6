import Testing
@testable import TabTerminal
