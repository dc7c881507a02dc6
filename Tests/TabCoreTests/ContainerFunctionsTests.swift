import Testing
@testable import TabCore

/// `Container.scriptFunctions`: every function the model refers to, which the runtime keeps
/// alive (and only those).
@Suite struct ContainerFunctionsTests {
    @Test func everyPlaceIsFound() {
        var inner = Container()
        inner.callbacks.didSelect = ScriptFunction(id: 5)
        var nested = Item(id: "n", title: "N")
        nested.page = .container(inner)
        var button = Item(id: "b", title: "B")
        button.action = ScriptFunction(id: 2)
        var paged = Item(id: "p", title: "P")
        paged.page = .function(ScriptFunction(id: 3))
        var container = Container()
        container.items = [button, paged, nested, Item(id: "plain", title: "x")]
        container.callbacks.onReload = ScriptFunction(id: 1)
        container.keys = [(key: "x", function: ScriptFunction(id: 4))]
        container.style.selectionIndicatorTemplate = .function(ScriptFunction(id: 6))
        container.mouse = [(button: "middle", function: ScriptFunction(id: 7))]
        container.callbacks.onOpen = ScriptFunction(id: 8)
        #expect(container.scriptFunctions == Set((1...8).map { ScriptFunction(id: $0) }))
    }

    @Test func callbacksListEveryField() {
        #expect(Mirror(reflecting: Callbacks()).children.count == Callbacks().all.count)
    }
}
