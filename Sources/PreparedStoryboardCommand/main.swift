// `swift run prepared-storyboard lint|map|dot|generate <files or folders>`: see Docs/Storyboards.md.
import Foundation
import PreparedStoryboards

let outcome = StoryboardCommand().run(Array(CommandLine.arguments.dropFirst()))
FileHandle.standardOutput.write(Data(outcome.output.utf8))
FileHandle.standardError.write(Data(outcome.errorOutput.utf8))
exit(outcome.status)
