// Stand-ins for the classes the storyboards of SDWebImageTVDemo name
// (Tests/PreparedStoryboardsTests/Fixtures/RealApps): each the framework class of its scene, so that the
// generated Swift beside this file (one file per app module, `generate --name <Module>Storyboards`) compiles.
// RealAppsGeneratedCodeTests checks that those files are what the generator writes today.

import UIKit

final class ViewController: UIViewController {}
