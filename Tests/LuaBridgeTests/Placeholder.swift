import Testing
@testable import LuaBridge
