import Testing
@testable import TabCore
