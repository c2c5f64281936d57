//===- Workspace.h - Where a launch keeps the copy and its logs ------------===//
//
// The rewritten copy and warpagg's log normally go beside the compile's
// output: the copy as <output>.warpagg/<source file name>, warpagg's
// messages as <output>.warpagg.log, where a user looks for them and where
// their names are the same from one build to the next (a compiler cache
// keys on them). The copy has a directory of its own, which holds nothing
// else: a compiler looks up #include "x.h" in the including file's own
// directory first, and the output's directory may hold a header of that
// name (a generated one, in a build tree) that the original never sees.
//
// That is only right where the output is an ordinary file in a directory
// the user can write: "-o /dev/null" must not put files into /dev, and a
// missing directory is the compiler's to report. Everywhere else they go
// into a private temporary directory (the copy again in a directory of its
// own there), removed when the launch ends.
//
// Launches of one object at once (a build that compiles the same object
// twice in parallel, two builds of one tree) take turns: each holds an
// exclusive flock on <output>.warpagg.lock from before the copy's
// directory is made until its compile is over, so that none removes or
// rewrites the directory another's compiler is reading. The lock file
// stays (removing it would let a third launch lock a file the others no
// longer see); it is empty.
//
#ifndef WARPAGG_LAUNCH_WORKSPACE_H
#define WARPAGG_LAUNCH_WORKSPACE_H

#include <string>
#include <vector>

namespace warpagg_launch {

class Workspace {
public:
  /// Beside \p Output when it is a regular file, or none yet, in a writable
  /// directory; else in a new private directory, the files named after
  /// \p Source. Check ok() before use.
  Workspace(const std::string &Output, const std::string &Source);
  ~Workspace(); ///< removes the private directory and everything in it
  Workspace(const Workspace &) = delete;
  Workspace &operator=(const Workspace &) = delete;

  /// False when no private directory could be made (Error says why).
  bool ok() const { return !Base.empty(); }
  const std::string &error() const { return Error; }
  /// The files live only as long as this object: never name them to the
  /// user, who could not look.
  bool isPrivate() const { return !Private.empty(); }

  /// <base>.warpagg<Suffix>: ".log" warpagg's messages, ".out"/".err" the
  /// copy's compile, ".compile.log" its kept errors.
  std::string path(const char *Suffix) const {
    return Base + ".warpagg" + Suffix;
  }
  /// The copy: <base>.warpagg/<source file name>, alone in its directory.
  const std::string &copy() const { return Copy; }
  /// Makes the copy's directory empty (a stale one, with what an earlier
  /// launch left in it, is removed first); false (and \p Why) where that
  /// cannot be done or something other than a directory has its name.
  bool makeCopyDirectory(std::string &Why) const;
  /// Removes the copy and its directory.
  void removeCopy() const;
  /// Waits for this object's other launches (see above) and holds the
  /// workspace until this one ends; false (and \p Why) where the lock file
  /// cannot be had (something other than a regular file has its name).
  bool lock(std::string &Why);

  /// What a warpagg run wrote for this object, as names relative to the
  /// workspace (".warpagg/k.cu", ".warpagg.log"): every regular file in the
  /// copy's directory and each of the side files below that exists. The
  /// rewrite cache (RewriteCache.h) stores and restores exactly these: a
  /// new file warpagg writes for the object is cached once it is either in
  /// the copy's directory or named in RewriteSideFiles (Workspace.cpp).
  std::vector<std::string> rewriteOutputs() const;
  /// \p Relative (a name rewriteOutputs() gives) as a path; "" for a name
  /// that would lie outside the workspace's own files.
  std::string outputPath(const std::string &Relative) const;

private:
  std::string Base;    ///< what every file name begins with
  std::string CopyDir; ///< <base>.warpagg
  std::string Copy;    ///< <base>.warpagg/<source file name>
  std::string Private; ///< the private directory; "" beside the output
  std::string Error;
  int LockFD = -1; ///< held while the launch lasts (lock())
};

} // namespace warpagg_launch

#endif
