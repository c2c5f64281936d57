//===- ProjectConfig.cpp --------------------------------------------------===//
#include "warpagg/frontend/ProjectConfig.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Regex.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/YAMLTraits.h"

namespace warpagg {
namespace {

// A key whose value is one of a few words.
template <class Key> struct Choice { std::string Value; };
struct StrategyKey {
  // 'uniform' is never a default: warpagg proves it per site.
  static constexpr const char *Values[] = {
      "adaptive",        "runs",             "match",         "ballot_loop",
      "likely_distinct", "distinct_in_rows", "likely_uniform"};
};
struct SharedKey {
  static constexpr const char *Values[] = {"leave", "rewrite"};
};
struct GridStrideKey {
  static constexpr const char *Values[] = {"rewrite", "leave"};
};
struct SwitchKey {
  static constexpr const char *Values[] = {"on", "off"};
};
struct RegexValue {
  std::string Value;
};

// The file as YAML reads and writes it.
struct ConfigYaml {
  std::optional<Choice<StrategyKey>> Strategy;
  std::optional<Choice<SharedKey>> SharedPolicy;
  std::optional<Choice<GridStrideKey>> GridStridePolicy;
  std::optional<RegexValue> HeaderFilterRegex;
  // The alias: warpagg's first spelling.
  std::optional<RegexValue> HeaderFilter;
  std::optional<Choice<SwitchKey>> Fuse;
  std::optional<Choice<SwitchKey>> Privatize;
  std::optional<std::vector<std::string>> ExtraArgs;
  std::optional<bool> QuietRemarks;
  std::optional<bool> InheritParentConfig;
  std::optional<std::string> FormatStyle;
  std::optional<std::string> Profile;
};

// Every key read, for the "did you mean" of an unknown one.
constexpr const char *KnownKeys[] = {
    "Strategy",     "SharedPolicy", "GridStridePolicy", "HeaderFilterRegex",
    "HeaderFilter", "Fuse",         "Privatize",        "ExtraArgs",
    "QuietRemarks", "InheritParentConfig", "FormatStyle", "Profile"};

// " (ignored); did you mean 'Fuse'?" for a mistyped key, where one known
// key is close (case and a few letters apart).
std::string unknownKeyHint(llvm::StringRef Key) {
  std::string Hint = " (ignored)";
  unsigned Best = Key.size() / 3 + 1;
  const char *Nearest = nullptr;
  for (const char *Known : KnownKeys) {
    unsigned Distance = Key.edit_distance_insensitive(Known, true, Best);
    if (Distance <= Best && (!Nearest || Distance < Best)) {
      Best = Distance;
      Nearest = Known;
    }
  }
  if (Nearest)
    Hint += "; did you mean '" + std::string(Nearest) + "'?";
  return Hint;
}

// The message of a bad value (the YAML reader keeps a reference to it until
// it reports the error).
llvm::StringRef badValue(llvm::StringRef Scalar, const llvm::Twine &Expected) {
  static thread_local std::string Message;
  Message = ("'" + Scalar + "' is not " + Expected).str();
  return Message;
}

// Bounds on what is read as a .warpagg: the file is two levels deep (a
// mapping, a list value) and a few lines long, and the YAML reader recurses
// once per level (100,000 levels overflowed the stack).
constexpr uint64_t MaxConfigBytes = 1 << 20;
constexpr unsigned MaxNesting = 32;

// The deepest nesting of \p Text, or the line where it passes MaxNesting:
// flow brackets ([ {) outside quotes and comments, and per line its block
// indentation plus its leading "- " / "? " indicators (each a level).
std::optional<unsigned> tooDeepAt(llvm::StringRef Text) {
  unsigned Flow = 0, Line = 1;
  bool AtLineStart = true;
  unsigned Indent = 0, Indicators = 0;
  for (size_t I = 0; I < Text.size(); ++I) {
    char C = Text[I];
    if (C == '\n') {
      ++Line;
      AtLineStart = true;
      Indent = Indicators = 0;
      continue;
    }
    if (AtLineStart) {
      if (C == ' ') {
        ++Indent;
      } else if ((C == '-' || C == '?') && I + 1 < Text.size() &&
                 (Text[I + 1] == ' ' || Text[I + 1] == '\n')) {
        ++Indicators;
        ++I; // the space
        if (Text[I] == '\n')
          --I;
      } else {
        AtLineStart = false;
      }
      // Indentation counts levels of at least one column each.
      if (Indent + Indicators > MaxNesting * 4 || Indicators > MaxNesting)
        return Line;
      if (AtLineStart)
        continue;
    }
    if (C == '#' && (I == 0 || Text[I - 1] == ' ' || Text[I - 1] == '\t')) {
      size_t End = Text.find('\n', I);
      I = (End == llvm::StringRef::npos ? Text.size() : End) - 1;
    } else if (C == '\'' || C == '"') {
      // A quoted scalar: '' and \" do not end it.
      for (++I; I < Text.size() && Text[I] != C; ++I) {
        if (C == '"' && Text[I] == '\\')
          ++I;
        else if (Text[I] == '\n')
          ++Line;
      }
    } else if (C == '[' || C == '{') {
      if (++Flow > MaxNesting)
        return Line;
    } else if ((C == ']' || C == '}') && Flow > 0) {
      --Flow;
    }
  }
  return std::nullopt;
}

// The text of the .warpagg (or --config-file) at \p Path: a regular file (a
// FIFO would block the run, a device never ends), small, and text.
llvm::Expected<std::string> readConfigFile(llvm::StringRef Path) {
  auto Fail = [&](const llvm::Twine &Why) {
    return llvm::createStringError(Path + ": " + Why);
  };
  llvm::sys::fs::file_status Status, Link;
  if (std::error_code EC = llvm::sys::fs::status(Path, Status)) {
    if (EC != std::errc::no_such_file_or_directory)
      return Fail("cannot read: " + EC.message());
    return Fail(llvm::sys::fs::status(Path, Link, /*Follow=*/false)
                    ? "no such file"
                    : "a symbolic link to a missing file");
  }
  if (Status.type() != llvm::sys::fs::file_type::regular_file)
    return Fail("not a regular file (a configuration must be a YAML text "
                "file)");
  if (Status.getSize() > MaxConfigBytes)
    return Fail("larger than 1 MiB: not a configuration file");
  auto Buffer = llvm::MemoryBuffer::getFile(Path, /*IsText=*/false,
                                            /*RequiresNullTerminator=*/false);
  if (!Buffer)
    return Fail("cannot read: " + Buffer.getError().message());
  llvm::StringRef Text = (*Buffer)->getBuffer();
  if (Text.size() > MaxConfigBytes)
    return Fail("larger than 1 MiB: not a configuration file");
  if (Text.contains('\0') || !llvm::json::isUTF8(Text))
    return Fail("not a text file (a NUL byte or invalid UTF-8)");
  return Text.str();
}

template <class T>
std::optional<std::string> valueOf(const std::optional<T> &V) {
  if (!V)
    return std::nullopt;
  return V->Value;
}

} // namespace
} // namespace warpagg

namespace llvm::yaml {
template <class Key> struct ScalarTraits<warpagg::Choice<Key>> {
  static void output(const warpagg::Choice<Key> &C, void *, raw_ostream &OS) {
    OS << C.Value;
  }
  static StringRef input(StringRef Scalar, void *, warpagg::Choice<Key> &C) {
    std::string Expected;
    for (const char *V : Key::Values) {
      if (Scalar == V) {
        C.Value = Scalar.str();
        return "";
      }
      Expected += (Expected.empty() ? "" : ", ") + std::string(V);
    }
    return warpagg::badValue(Scalar, "one of " + Expected);
  }
  static QuotingType mustQuote(StringRef) { return QuotingType::None; }
};
template <> struct ScalarTraits<warpagg::RegexValue> {
  static void output(const warpagg::RegexValue &R, void *, raw_ostream &OS) {
    OS << R.Value;
  }
  static StringRef input(StringRef Scalar, void *, warpagg::RegexValue &R) {
    std::string Error;
    if (!Scalar.empty() && !Regex(Scalar).isValid(Error))
      return warpagg::badValue(Scalar, "a valid regular expression: " + Error);
    R.Value = Scalar.str();
    return "";
  }
  static QuotingType mustQuote(StringRef S) {
    return ScalarTraits<std::string>::mustQuote(S);
  }
};
template <> struct MappingTraits<warpagg::ConfigYaml> {
  static void mapping(IO &IO, warpagg::ConfigYaml &C) {
    IO.mapOptional("Strategy", C.Strategy);
    IO.mapOptional("SharedPolicy", C.SharedPolicy);
    IO.mapOptional("GridStridePolicy", C.GridStridePolicy);
    IO.mapOptional("HeaderFilterRegex", C.HeaderFilterRegex);
    IO.mapOptional("HeaderFilter", C.HeaderFilter);
    IO.mapOptional("Fuse", C.Fuse);
    IO.mapOptional("Privatize", C.Privatize);
    IO.mapOptional("ExtraArgs", C.ExtraArgs);
    IO.mapOptional("QuietRemarks", C.QuietRemarks);
    IO.mapOptional("InheritParentConfig", C.InheritParentConfig);
    IO.mapOptional("FormatStyle", C.FormatStyle);
    IO.mapOptional("Profile", C.Profile);
  }
  static std::string validate(IO &, warpagg::ConfigYaml &C) {
    if (C.HeaderFilter && C.HeaderFilterRegex)
      return "'HeaderFilter' is an alias of 'HeaderFilterRegex': set one";
    return "";
  }
};
} // namespace llvm::yaml

namespace warpagg {

void ProjectConfig::overrideWith(const ProjectConfig &Over) {
  auto Take = [](auto &Mine, const auto &Theirs) {
    if (Theirs)
      Mine = Theirs;
  };
  Take(Strategy, Over.Strategy);
  Take(SharedPolicy, Over.SharedPolicy);
  Take(GridStridePolicy, Over.GridStridePolicy);
  Take(HeaderFilter, Over.HeaderFilter);
  Take(Fuse, Over.Fuse);
  Take(Privatize, Over.Privatize);
  Take(QuietRemarks, Over.QuietRemarks);
  // Appended, as clang-tidy merges its ExtraArgs: a directory adds flags.
  if (Over.ExtraArgs && ExtraArgs)
    ExtraArgs->insert(ExtraArgs->end(), Over.ExtraArgs->begin(),
                      Over.ExtraArgs->end());
  else
    Take(ExtraArgs, Over.ExtraArgs);
  Take(FormatStyle, Over.FormatStyle);
  Take(Profile, Over.Profile);
}

llvm::Expected<ProjectConfig> parseProjectConfig(llvm::StringRef Path,
                                                 llvm::StringRef Text,
                                                 ConfigWarningHandler Warn) {
  // Errors and warnings as the YAML reader reports them.
  struct Diagnostics {
    llvm::StringRef Path;
    std::string Error;
    // By line: the reader reports unknown keys at the mapping's end.
    std::multimap<unsigned, std::string> Warnings;
  } Diags{Path, {}, {}};
  auto Report = [](const llvm::SMDiagnostic &D, void *Context) {
    auto &Diags = *static_cast<Diagnostics *>(Context);
    std::string Line = std::to_string(D.getLineNo());
    if (D.getKind() == llvm::SourceMgr::DK_Warning) {
      // The only warning the reader gives: an unknown key, as clang-tidy
      // takes it (a newer version's key, a typo) rather than a failed run.
      std::string Message = D.getMessage().str();
      llvm::StringRef Key = D.getMessage();
      if (Key.consume_front("unknown key '") && Key.consume_back("'"))
        Message += unknownKeyHint(Key);
      Diags.Warnings.emplace(D.getLineNo(), std::move(Message));
    } else if (Diags.Error.empty()) { // the first: the others often follow
      Diags.Error = Line + ": " + D.getMessage().str();
    }
  };
  if (std::optional<unsigned> Line = tooDeepAt(Text))
    return llvm::createStringError(Path + ":" + std::to_string(*Line) +
                                   ": nested deeper than " +
                                   std::to_string(MaxNesting) + " levels");
  ConfigYaml Yaml;
  llvm::yaml::Input In(Text, nullptr, Report, &Diags);
  In.setAllowUnknownKeys(true);
  std::string &Error = Diags.Error;
  // An empty file (or comments only) sets nothing.
  if (!Text.trim().empty()) {
    In >> Yaml;
    if (In.error() && Error.empty())
      Error = "1: not a mapping of keys to values";
  }
  if (!Error.empty())
    return llvm::createStringError(Path + ":" + Error);
  if (Warn)
    for (const auto &[Line, Message] : Diags.Warnings)
      Warn({(Path + ":" + llvm::Twine(Line)).str(), Message});
  ProjectConfig Config;
  Config.Strategy = valueOf(Yaml.Strategy);
  Config.SharedPolicy = valueOf(Yaml.SharedPolicy);
  Config.GridStridePolicy = valueOf(Yaml.GridStridePolicy);
  Config.HeaderFilter = valueOf(Yaml.HeaderFilterRegex ? Yaml.HeaderFilterRegex
                                                      : Yaml.HeaderFilter);
  Config.Fuse = valueOf(Yaml.Fuse);
  Config.Privatize = valueOf(Yaml.Privatize);
  Config.ExtraArgs = Yaml.ExtraArgs;
  Config.QuietRemarks = Yaml.QuietRemarks;
  Config.InheritParentConfig = Yaml.InheritParentConfig;
  Config.FormatStyle = Yaml.FormatStyle;
  // '' (as --dump-config writes no profile) sets none.
  if (Yaml.Profile && !Yaml.Profile->empty()) {
    // Relative to the file that says it, so that the key moves with the
    // project; --config's text has no file: the working directory.
    llvm::SmallString<256> Resolved;
    if (!llvm::sys::path::is_absolute(*Yaml.Profile) && Path != "--config")
      Resolved = llvm::sys::path::parent_path(Path);
    llvm::sys::path::append(Resolved, *Yaml.Profile);
    llvm::sys::fs::make_absolute(Resolved);
    llvm::sys::path::remove_dots(Resolved, /*remove_dot_dot=*/true);
    Config.Profile = std::string(Resolved);
  }
  return Config;
}

llvm::Expected<ProjectConfig> loadConfigFile(llvm::StringRef Path,
                                             ConfigWarningHandler Warn) {
  llvm::Expected<std::string> Text = readConfigFile(Path);
  if (!Text)
    return Text.takeError();
  return parseProjectConfig(Path, *Text, Warn);
}

void ProjectConfigs::setGiven(ProjectConfig Config, std::string Source) {
  Given = FoundConfig{std::move(Config), {std::move(Source)}};
}

llvm::Expected<FoundConfig>
ProjectConfigs::forDirectory(llvm::StringRef Directory) {
  if (!Given)
    return fromFiles(Directory);
  if (!Given->Config.InheritParentConfig.value_or(false))
    return *Given;
  llvm::Expected<FoundConfig> Files = fromFiles(Directory);
  if (!Files)
    return Files.takeError();
  Files->Config.overrideWith(Given->Config);
  Files->Sources.insert(Files->Sources.begin(), Given->Sources.front());
  return Files;
}

llvm::Expected<FoundConfig>
ProjectConfigs::fromFiles(llvm::StringRef Directory) {
  auto It = Cache.find(Directory.str());
  if (It != Cache.end())
    return It->second;
  llvm::SmallString<256> File(Directory);
  llvm::sys::path::append(File, ".warpagg");
  llvm::StringRef Parent = llvm::sys::path::parent_path(Directory);
  bool HasParent = !Parent.empty() && Parent != Directory;
  FoundConfig Found;
  // Anything named .warpagg (a dangling link too) is this directory's file:
  // never passed over in silence.
  llvm::sys::fs::file_status Entry;
  if (!llvm::sys::fs::status(File, Entry, /*Follow=*/false) &&
      llvm::sys::fs::exists(Entry)) {
    llvm::Expected<ProjectConfig> Config = loadConfigFile(File, Warn);
    if (!Config)
      return Config.takeError();
    if (Config->InheritParentConfig.value_or(false) && HasParent) {
      // clang-tidy's inheritance: this file's keys over its parent's.
      auto Above = fromFiles(Parent);
      if (!Above)
        return Above.takeError();
      Found = std::move(*Above);
    }
    Found.Config.overrideWith(*Config);
    Found.Sources.insert(Found.Sources.begin(), std::string(File));
  } else if (HasParent) {
    auto Above = fromFiles(Parent);
    if (!Above)
      return Above.takeError();
    Found = std::move(*Above);
  }
  return Cache[Directory.str()] = std::move(Found);
}

InputOptions resolveOptions(const ProjectConfig &Config, InputOptions Options) {
  RewriteOptions &R = Options.Rewrite;
  R.Strategy = Config.Strategy.value_or(R.Strategy);
  if (Config.SharedPolicy)
    R.RewriteShared = *Config.SharedPolicy == "rewrite";
  if (Config.GridStridePolicy)
    R.LeaveGridStride = *Config.GridStridePolicy == "leave";
  if (Config.Fuse)
    R.Fuse = *Config.Fuse == "on";
  if (Config.Privatize)
    R.Privatize = *Config.Privatize == "on";
  Options.HeaderFilter = Config.HeaderFilter.value_or(Options.HeaderFilter);
  Options.ExtraArgs = Config.ExtraArgs.value_or(Options.ExtraArgs);
  Options.QuietRemarks = Config.QuietRemarks.value_or(Options.QuietRemarks);
  R.FormatStyle = Config.FormatStyle.value_or(R.FormatStyle);
  R.ProfilePath = Config.Profile.value_or(R.ProfilePath);
  return Options;
}

std::string dumpConfig(const ProjectConfig &Config) {
  InputOptions Effective = resolveOptions(Config);
  const RewriteOptions &R = Effective.Rewrite;
  ConfigYaml Yaml;
  Yaml.Strategy = Choice<StrategyKey>{R.Strategy};
  Yaml.SharedPolicy = Choice<SharedKey>{R.RewriteShared ? "rewrite" : "leave"};
  Yaml.GridStridePolicy =
      Choice<GridStrideKey>{R.LeaveGridStride ? "leave" : "rewrite"};
  Yaml.HeaderFilterRegex = RegexValue{Effective.HeaderFilter};
  Yaml.Fuse = Choice<SwitchKey>{R.Fuse ? "on" : "off"};
  Yaml.Privatize = Choice<SwitchKey>{R.Privatize ? "on" : "off"};
  Yaml.ExtraArgs = Effective.ExtraArgs;
  Yaml.QuietRemarks = Effective.QuietRemarks;
  Yaml.FormatStyle = R.FormatStyle; // '': the project's .clang-format, if any
  Yaml.Profile = R.ProfilePath;      // '': none
  std::string Out;
  llvm::raw_string_ostream OS(Out);
  llvm::yaml::Output Writer(OS, nullptr, /*WrapColumn=*/0);
  Writer << Yaml;
  return Out;
}

} // namespace warpagg
