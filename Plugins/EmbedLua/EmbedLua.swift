import Foundation
import PackagePlugin

/// Builds a target's `.lua` files (its `Lua/` directory) into it: `lua-embed` writes them
/// into one generated Swift source, `enum <Target>Lua` with a string per file (`busted.lua`
/// becomes `busted`), so the binary carries them and stays a single file (they are inputs of
/// this command, not resources). The files stay plain Lua in the source tree, where luacheck
/// reads them (`scripts/test-lint`) and where the errors raised in them point (each is
/// compiled under the name `=tabhost/<file>`, so an error reads `tabhost/busted.lua:120:`).
@main struct EmbedLua: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let inputs = target.sourceFiles(withSuffix: "lua").map(\.url).sorted { $0.path < $1.path }
        let output = context.pluginWorkDirectoryURL.appending(path: "\(target.name)Lua.swift")
        return [.buildCommand(
            displayName: "Embedding the Lua of \(target.name)",
            executable: try context.tool(named: "lua-embed").url,
            arguments: ["\(target.name)Lua", output.path] + inputs.map(\.path),
            inputFiles: inputs, outputFiles: [output])]
    }
}
