//===- SiteFinder.cpp -----------------------------------------------------===//
#include "warpagg/find/SiteFinder.h"

#include "warpagg/find/AtomicCatalog.h"
#include "warpagg/analysis/AddressAnalysis.h"
#include "warpagg/analysis/AstQueries.h"
#include "warpagg/find/AtomicRef.h"
#include "warpagg/find/AtomicWrapper.h"
#include "warpagg/analysis/DeviceContext.h"
#include "warpagg/analysis/HelperBodies.h"
#include "warpagg/analysis/KernelCallers.h"
#include "warpagg/analysis/KernelLaunches.h"
#include "warpagg/analysis/IterationUniform.h"
#include "warpagg/analysis/LaneDistinct.h"
#include "warpagg/analysis/LoopContext.h"
#include "warpagg/analysis/RepeatableExpr.h"
#include "warpagg/analysis/ResultUse.h"
#include "warpagg/analysis/SyncIdioms.h"
#include "warpagg/analysis/TableRef.h"
#include "warpagg/analysis/ThreadIdentity.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/ExprCXX.h"
#include "clang/ASTMatchers/ASTMatchers.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Regex.h"
#include "llvm/Support/xxhash.h"

using namespace clang;
using namespace clang::ast_matchers;

namespace warpagg {

void SiteFinder::registerMatchers(MatchFinder &Finder) {
  auto Atomic = functionDecl(hasAnyName(
      "atomicAdd", "atomicSub", "atomicMin", "atomicMax", "atomicAnd",
      "atomicOr", "atomicXor", "atomicAdd_block", "atomicSub_block",
      "atomicMin_block", "atomicMax_block", "atomicAnd_block",
      "atomicOr_block", "atomicXor_block", "atomicAdd_system",
      "atomicSub_system", "atomicMin_system", "atomicMax_system",
      "atomicAnd_system", "atomicOr_system", "atomicXor_system"));
  Finder.addMatcher(
      callExpr(callee(Atomic.bind("callee")),
               optionally(forFunction(functionDecl().bind("function"))))
          .bind("call"),
      this);
  // A dependent call (`atomicAdd(&out[k], v)` with v of a template
  // parameter's type) names the overload set until instantiation.
  Finder.addMatcher(
      callExpr(callee(unresolvedLookupExpr(hasAnyDeclaration(Atomic))),
               forFunction(functionDecl().bind("pattern")))
          .bind("dependent"),
      this);
  // fetch_OP members of any class; run() keeps those of atomic_ref.
  auto Fetch = cxxMethodDecl(hasAnyName("fetch_add", "fetch_sub", "fetch_min",
                                        "fetch_max", "fetch_and", "fetch_or",
                                        "fetch_xor"));
  Finder.addMatcher(
      cxxMemberCallExpr(callee(Fetch.bind("callee")),
                        optionally(forFunction(functionDecl().bind("function"))))
          .bind("refcall"),
      this);
  // The atomics that are not reductions, noted in the reports only
  // (NonReductionSites.cpp).
  auto NonReduction = functionDecl(hasAnyName(
      "atomicExch", "atomicExch_block", "atomicExch_system", "atomicCAS",
      "atomicCAS_block", "atomicCAS_system", "atomicInc", "atomicInc_block",
      "atomicInc_system", "atomicDec", "atomicDec_block", "atomicDec_system",
      "exchange", "compare_exchange_strong", "compare_exchange_weak"));
  Finder.addMatcher(
      callExpr(callee(NonReduction),
               optionally(forFunction(functionDecl().bind("function"))))
          .bind("nonreduction"),
      this);
  // Calls that may be of a library's one-atomic wrapper (AtomicWrapper.h):
  // run() looks at the resolved callee's body.
  Finder.addMatcher(
      callExpr(argumentCountIs(2), unless(cxxOperatorCallExpr()),
               unless(cxxMemberCallExpr()),
               callee(functionDecl(parameterCountIs(2),
                                   unless(anyOf(Atomic, NonReduction)))
                          .bind("callee")),
               optionally(forFunction(functionDecl().bind("function"))))
          .bind("wrappercall"),
      this);
}

namespace {

// What decide() needs to know of one call, however it is written.
struct Candidate {
  const CallExpr *Call = nullptr;
  const FunctionDecl *Callee = nullptr;
  const FunctionDecl *Function = nullptr; ///< the function containing it
  QualType Value;                         ///< the atomic's value type
  /// The atomic's address: a pointer expression (atomicAdd's first
  /// argument) or an lvalue (what an atomic_ref refers to); neither when it
  /// is not visible (then: generic memory, not proven uniform).
  const Expr *Pointer = nullptr;
  const Expr *Object = nullptr;
  const AtomicRefCall *Ref = nullptr; ///< for atomic_ref calls
  /// The atomic's value operand (atomicAdd's second argument).
  const Expr *ValueArg = nullptr;
  /// A call of a one-atomic wrapper (AtomicWrapper.h): the wrapper, and
  /// its shape (Callee is the atomic in its body).
  const FunctionDecl *Wrapper = nullptr;
  WrapperShape Shape;
};

// The call, from \p Begin (its callee, or an atomic_ref call's member name:
// the object is an operand like the arguments) to its closing parenthesis,
// is written in the file: either plainly, or inside one macro argument at the
// call site (COUNT_IF(ok, atomicAdd(&n, 1))). A call whose callee or
// parentheses come from a macro body is not.
bool isSpelledInFile(SourceLocation Begin, SourceLocation End,
                     const SourceManager &SM) {
  if (Begin.isFileID() && End.isFileID())
    return true;
  if (!SM.isMacroArgExpansion(Begin) || !SM.isMacroArgExpansion(End))
    return false;
  SourceLocation B = SM.getSpellingLoc(Begin), E = SM.getSpellingLoc(End);
  // Both ends in the same argument text: same file, in order, and the whole
  // range expands from one macro argument.
  if (!B.isFileID() || !E.isFileID() || SM.getFileID(B) != SM.getFileID(E) ||
      SM.getFileOffset(B) > SM.getFileOffset(E))
    return false;
  return SM.getImmediateExpansionRange(Begin).getBegin() ==
         SM.getImmediateExpansionRange(End).getBegin();
}

// Why an atomic_ref call's memory order or scope rules it out, or empty.
std::string orderProblem(const AtomicRefCall &Ref) {
  if (Ref.DefaultOrder)
    return "memory order seq_cst (the default); only relaxed atomics are "
           "aggregated";
  if (Ref.Order.empty())
    return "memory order not a compile-time constant; only relaxed atomics "
           "are aggregated";
  if (Ref.Order != "relaxed")
    return "memory order " + Ref.Order +
           "; only relaxed atomics are aggregated";
  return "";
}

// ptxas (CUDA 13, sm_90) aggregates a 32-bit integer atomic on a
// warp-uniform address by itself: REDUX + one atomic for every op and scope
// when the result is unused; for add/sub with the result used, a scan and
// one atomic when the whole warp is active. Never for 64-bit values
// (bench/results/2026-11-22-ptxas-redux-sm90.md); the same for a relaxed
// atomic_ref. Leaving these to nvcc is measured 4% faster than the runtime's
// uniform path for add (bench/results/2026-11-22-h200.md, "single int").
bool ptxasAggregates(AtomicOp Op, QualType Value, bool ResultUsed,
                     ASTContext &Context) {
  if (!Value->isIntegerType() || Context.getTypeSize(Value) != 32)
    return false;
  bool AddSub = Op == AtomicOp::Add || Op == AtomicOp::Sub;
  return AddSub || !ResultUsed;
}

// Decides one site: sets Rewrite, or the reason to leave it alone. Checked in
// order; the first reason that applies is reported.
// The text of the row length M for a site whose address is distinct
// exactly when M >= 32 (LaneDistinct.h), where M can be written again at the
// call (RepeatableExpr.h) and the call is a plain function call of one
// function (not a template's: one text serves every instantiation).
std::optional<std::string> distinctRowLengthText(const Candidate &C,
                                                 ASTContext &Context) {
  if (!C.Pointer || C.Ref || !C.Function || C.Function->isTemplated() ||
      C.Function->isTemplateInstantiation())
    return std::nullopt;
  const Expr *M = rowLengthForDistinctAddress(C.Pointer, C.Function, Context);
  if (!M)
    return std::nullopt;
  const Expr *Bare = M->IgnoreParenImpCasts();
  std::optional<std::string> Text = repeatableTextAt(Bare, C.Call, Context);
  if (!Text || isa<DeclRefExpr, MemberExpr>(Bare) ||
      cudaBuiltinName(Bare) != "")
    return Text;
  return "(" + *Text + ")";
}

// Why a site in \p F, which never runs (isUncalledDeviceFunction), is left
// alone: nothing calls F, or only functions that never run do.
std::string uncalledReason(const FunctionDecl *F, ASTContext &Context) {
  auto Calls = callsOf(F, Context);
  return "in '" + F->getNameAsString() + "', which " +
         (Calls && Calls->empty() ? "nothing in this file calls"
                                  : "only functions that never run call") +
         "; without -rdc nothing else can, so it never runs";
}

void decide(Site &S, const Candidate &C, const SourceManager &SM,
            ASTContext &Context, const RewriteOptions &Options) {
  const CallExpr &Call = *C.Call;
  if (!SM.isInSystemHeader(C.Callee->getLocation()))
    return S.leaveAlone(
        "user-defined",
        "calls a user-defined " + C.Callee->getNameAsString() +
            ", not CUDA's atomic" +
            helperBodyNote(C.Callee, SM.getFileID(SM.getFileLoc(
                                         Call.getBeginLoc())),
                           SM));
  // A wrapper's default argument is in its declaration, not in the call:
  // the runtime's call would go without it.
  if (C.Wrapper)
    for (const Expr *Arg : Call.arguments())
      if (const auto *Default = dyn_cast<CXXDefaultArgExpr>(Arg))
        return S.leaveAlone(
            "not-a-wrapper",
            "the call of '" + C.Wrapper->getNameAsString() +
                "' takes the default argument of its parameter '" +
                Default->getParam()->getNameAsString() +
                "', which the runtime's call would not have");
  if (C.Ref) {
    std::string Order = orderProblem(*C.Ref);
    if (!Order.empty())
      return S.leaveAlone("memory-order", Order);
    if (S.Fn.Scope == AtomicScope::Thread)
      return S.leaveAlone("thread-scope",
                          "scope cuda::thread_scope_thread; the runtime "
                          "aggregates device, block and system scopes");
  }
  if (!isSpelledInFile(C.Ref ? Call.getExprLoc() : Call.getBeginLoc(),
                       Call.getEndLoc(), SM)) {
    // The macro the callee (the member name) comes from, else the one that
    // supplies the rest of the call (REF.fetch_add(...), atomicAdd ARGS).
    SourceLocation Callee = C.Ref ? Call.getExprLoc()
                                  : Call.getCallee()->getBeginLoc();
    for (SourceLocation L : {Callee, Call.getBeginLoc(), Call.getEndLoc()})
      if (L.isMacroID()) {
        Callee = L;
        break;
      }
    llvm::StringRef Macro =
        Callee.isMacroID()
            ? Lexer::getImmediateMacroName(Callee, SM, Context.getLangOpts())
            : "";
    return S.leaveAlone("macro", "in the body of macro '" + Macro.str() +
                                     "'; macro bodies are not rewritten");
  }
  if (executionSpaceOf(C.Function) == ExecutionSpace::HostDevice)
    return S.leaveAlone("host-device",
                        "in a __host__ __device__ function; the warpagg "
                        "runtime is device-only");
  AddressInfo Address = C.Pointer  ? analyzeAddress(C.Pointer, Context)
                        : C.Object ? analyzeObjectAddress(C.Object, Context)
                                   : AddressInfo{};
  Uniformity Uniform =
      C.Pointer  ? classifyUniformity(C.Pointer, Context)
      : C.Object ? classifyAddressOfUniformity(C.Object, Context)
                 : Uniformity::Varying;
  S.UniformProven = Uniform != Uniformity::Varying;
  S.AddressSpaceUnknownWhy = Address.UnknownWhy;
  std::string Idiom = syncIdiom(
      S.Fn.Op, C.Ref ? C.Ref->ValueArg : C.ValueArg, Address.Base,
      S.UniformProven, S.ResultUsed, C.Function, Context);
  if (!Idiom.empty())
    return S.leaveAlone("sync-idiom", Idiom);
  // A whole warp adding floats into one __shared__ variable: a warp
  // reduction first pays even there (a float add on shared memory is a CAS
  // loop per lane on sm_90; bench/results/2026-11-22-ptxas-redux-sm90.md).
  // Integer ones and scattered shared histograms stay with the hardware.
  bool WarpIntoOneSharedWord = Address.Space == AddressSpace::Shared &&
                               S.UniformProven && C.Value->isFloatingType();
  if (Address.Space == AddressSpace::Shared && !Options.RewriteShared &&
      !WarpIntoOneSharedWord)
    return S.leaveAlone("shared-memory",
                        "address is in shared memory ('" +
                            Address.Base->getNameAsString() +
                            "'); shared atomics are cheap, use "
                            "--shared=rewrite to opt in");
  if (Address.Space == AddressSpace::Local)
    return S.leaveAlone("thread-local", "address is the thread's own "
                                        "variable '" +
                                            Address.Base->getNameAsString() +
                                            "'; no two lanes share it");
  LaneShape Lanes =
      C.Pointer  ? laneShapeOfAddress(C.Pointer, C.Function, Context)
      : C.Object ? laneShapeOfObject(C.Object, C.Function, Context)
                 : LaneShape::Unknown;
  if (Lanes == LaneShape::DistinctInBlockRows && Options.Strategy == "adaptive")
    return S.leaveAlone(
        "lane-distinct-in-rows",
        "the address differs in every lane whenever a warp lies in one row of "
        "the block (blockDim.x a multiple of 32); for narrower blocks a test "
        "per warp cost up to 17% over the plain atomic where rows shared no "
        "address (a 16-wide SpMM), so it is left alone "
        "(--strategy=distinct_in_rows to rewrite it anyway)");
  if (Lanes == LaneShape::Distinct)
    return S.leaveAlone("lane-distinct",
                        "the address differs in every lane (a uniform base "
                        "plus a nonzero stride times a per-thread index, or "
                        "a row's element at a remainder by at least 32 or at "
                        "a column below the row's length, here or in every "
                        "call of the function); no two lanes "
                        "can share it");
  if (std::optional<OneThreadLaunch> One =
          oneThreadLaunch(C.Function, Context))
    return S.leaveAlone(
        "one-thread-launch",
        "in '" + (S.InKernel ? One->Kernel : S.EnclosingFunction) + "', " +
            (S.InKernel ? "" : "called only from '" + One->Kernel + "', ") +
            "launched only with one thread per block (line " +
            std::to_string(One->Line) + "): no lane has a peer");
  if (isAlreadyAggregated(&Call, Context))
    return S.leaveAlone("already-aggregated",
                        "already aggregated: only one lane per warp (or "
                        "block) reaches it (a lane or thread index tested "
                        "against a uniform value)");
  if (isHandWrittenFallback(&Call, Context))
    return S.leaveAlone("already-aggregated",
                        "the plain fallback of a hand-written aggregation "
                        "(the other branch matches lanes itself)");
  if (isInsideCasLoop(&Call, Context))
    return S.leaveAlone("cas-loop",
                        "inside a loop around atomicCAS or compare_exchange "
                        "(a hand-written lock-free or locking protocol)");
  if (!S.TypeSupported)
    return S.leaveAlone("unsupported-type",
                        "the warpagg runtime has no aggregated " +
                            cudaName(S.Fn) + " for '" + S.Types.front() +
                            "'");
  if (Uniform == Uniformity::UniformInRegisters &&
      Options.Strategy == "adaptive" &&
      ptxasAggregates(S.Fn.Op, C.Value, S.ResultUsed, Context))
    return S.leaveAlone("compiler-aggregated",
                        "the address is the same in every lane, and nvcc "
                        "already aggregates integer atomics on such addresses "
                        "(faster than the runtime)");
  // Last: any other reason says more about the call itself.
  if (isUncalledDeviceFunction(C.Function, Context))
    return S.leaveAlone("uncalled", uncalledReason(C.Function, Context));
  S.Rewrite = true;
  S.RuntimeFunction = runtimeName(S.Fn, S.ResultUsed);
  S.Strategy = Options.Strategy;
  if (S.Strategy == "adaptive" && S.UniformProven) {
    S.Strategy = "uniform";
    S.StrategyWhy = "address is the same in every lane";
  } else if (S.Strategy == "adaptive" && Lanes == LaneShape::LikelyDistinct) {
    // A match would cost up to 2x the plain atomic on such addresses
    // (bench/results/2026-11-25-h100-shapes.md); the check costs ~1%.
    S.Strategy = "likely_distinct";
    S.StrategyWhy = "the address increases with the lane, distinct for the "
                    "usual launches (checked per warp)";
    if (std::optional<std::string> RowLength = distinctRowLengthText(C, Context)) {
      // No test at all where the rows are long enough (the usual case):
      // the per-warp test cost 5% at 1024 threads per block on an embedding
      // backward (bench/results/2026-11-26-h200-static-shapes.md).
      S.DistinctIf = *RowLength + " >= 32";
      S.StrategyWhy = "a row's element at a remainder by " + *RowLength +
                      ": distinct in every lane where " + S.DistinctIf +
                      " (checked once, uniformly), else checked per warp";
    }
  } else if (S.Strategy == "adaptive" && C.Pointer &&
             isIterationUniform(C.Pointer, Context)) {
    S.Strategy = "likely_uniform";
    S.StrategyWhy = "the address is the same in every lane of a loop "
                    "iteration (checked per warp)";
  }
  S.InGridStrideLoop = isInGridStrideLoop(&Call, Context);
}

// Where the token at \p Loc is written in file \p File: the location itself,
// or, for a token of a macro argument (however deeply nested), the argument
// text at the call site; std::nullopt for a token from a macro body.
std::optional<SourceLocation> writtenLoc(SourceLocation Loc, FileID File,
                                         const SourceManager &SM) {
  while (Loc.isMacroID()) {
    if (!SM.isMacroArgExpansion(Loc))
      return std::nullopt;
    Loc = SM.getImmediateSpellingLoc(Loc);
  }
  if (SM.getFileID(Loc) != File)
    return std::nullopt;
  return Loc;
}

// The file offsets of \p Range (a token range) as written, or std::nullopt
// when it is not one contiguous piece of file \p File. A range inside a macro
// argument is located in the argument's text: mapping it through the
// expansion would give the whole macro call (M(...) for "#define M(x) x").
std::optional<std::pair<unsigned, unsigned>>
fileOffsets(SourceRange Range, FileID File, const SourceManager &SM,
            const LangOptions &LO) {
  if (SM.isMacroArgExpansion(Range.getBegin()) ||
      SM.isMacroArgExpansion(Range.getEnd())) {
    std::optional<SourceLocation> B = writtenLoc(Range.getBegin(), File, SM);
    std::optional<SourceLocation> E = writtenLoc(Range.getEnd(), File, SM);
    if (!B || !E)
      return std::nullopt;
    unsigned Begin = SM.getFileOffset(*B);
    unsigned End =
        SM.getFileOffset(*E) + Lexer::MeasureTokenLength(*E, SM, LO);
    if (End < Begin)
      return std::nullopt;
    return std::make_pair(Begin, End);
  }
  CharSourceRange R = Lexer::makeFileCharRange(
      CharSourceRange::getTokenRange(Range), SM, LO);
  if (R.isInvalid())
    return std::nullopt;
  auto [BeginFile, Begin] = SM.getDecomposedLoc(R.getBegin());
  auto [EndFile, End] = SM.getDecomposedLoc(R.getEnd());
  if (BeginFile != File || EndFile != File || End < Begin)
    return std::nullopt;
  return std::make_pair(Begin, End);
}

// The call's text hash (Site::TextHash), or "" when the call is not one
// piece of file \p File.
std::string callTextHash(const Expr &Call, FileID File, const SourceManager &SM,
                         const LangOptions &LO) {
  auto Whole = fileOffsets(Call.getSourceRange(), File, SM, LO);
  if (!Whole)
    return "";
  std::string Text;
  for (char Ch : SM.getBufferData(File).substr(Whole->first,
                                               Whole->second - Whole->first))
    if (!llvm::isSpace(Ch))
      Text += Ch;
  return llvm::utohexstr(llvm::xxh3_64bits(Text), /*LowerCase=*/true,
                         /*Width=*/16);
}

// The offset of a call's ')' when the whole call is plain text of file
// \p File (or of one macro argument written there), or std::nullopt.
std::optional<unsigned> closeParenOffset(const CallExpr &Call, FileID File,
                                         const SourceManager &SM,
                                         const LangOptions &LO) {
  auto Whole = fileOffsets(Call.getSourceRange(), File, SM, LO);
  if (!Whole || Whole->second == 0 ||
      SM.getBufferData(File)[Whole->second - 1] != ')')
    return std::nullopt;
  return Whole->second - 1;
}

// The three edits of an atomic_ref call (see Site): false when the call's
// pieces are not plain text of one file.
bool locateRefEdits(Site &S, const CallExpr &Call, const AtomicRefCall &Ref,
                    FileID File, const SourceManager &SM,
                    const LangOptions &LO) {
  auto Object = fileOffsets(Ref.Object->getSourceRange(), File, SM, LO);
  auto Value = fileOffsets(Ref.ValueArg->getSourceRange(), File, SM, LO);
  std::optional<unsigned> RParen = closeParenOffset(Call, File, SM, LO);
  if (!Object || !Value || !RParen || Object->second > Value->first ||
      Value->second > *RParen)
    return false;
  // The bytes that become ", " must hold the member's name.
  llvm::StringRef Member = SM.getBufferData(File).substr(
      Object->second, Value->first - Object->second);
  if (const auto *Method =
          dyn_cast_or_null<CXXMethodDecl>(Call.getDirectCallee()))
    if (!Member.contains(Method->getName()))
      return false;
  S.CalleeOffset = Object->first;
  S.CalleeLength = 0;
  S.MemberOffset = Object->second;
  S.MemberLength = Value->first - Object->second;
  S.OrderOffset = Value->second;
  S.OrderLength = *RParen - Value->second;
  return true;
}

// The edits that turn a (value, address) wrapper's call into the runtime's
// (address, value) order (Site::ArgumentEdits): the value and the comma
// after it go, the address stays where it is (so that an edit inside it, a
// privatized table, still applies), and ", value" follows it. Blanks after
// the comma go with it on one line; a line break or a comment stays.
// False when the arguments are not plain text of file \p File.
bool locateArgumentSwap(Site &S, const CallExpr &Call, FileID File,
                        const SourceManager &SM, const LangOptions &LO) {
  auto Value = fileOffsets(Call.getArg(0)->getSourceRange(), File, SM, LO);
  auto Address = fileOffsets(Call.getArg(1)->getSourceRange(), File, SM, LO);
  if (!Value || !Address || Value->second > Address->first)
    return false;
  llvm::StringRef Text = SM.getBufferData(File);
  llvm::StringRef Between =
      Text.slice(Value->second, Address->first);
  // The comma, outside the comments that may surround it.
  size_t Comma = llvm::StringRef::npos;
  for (size_t I = 0; I < Between.size() && Comma == llvm::StringRef::npos;
       ++I) {
    if (Between.substr(I).starts_with("/*")) {
      I = Between.find("*/", I + 2);
      if (I == llvm::StringRef::npos)
        return false;
      ++I;
    } else if (Between.substr(I).starts_with("//")) {
      I = Between.find('\n', I);
      if (I == llvm::StringRef::npos)
        return false;
    } else if (Between[I] == ',') {
      Comma = I;
    }
  }
  if (Comma == llvm::StringRef::npos)
    return false;
  std::string Kept = (Between.take_front(Comma) + Between.drop_front(Comma + 1))
                         .str();
  if (llvm::StringRef(Kept).trim().empty() &&
      Kept.find('\n') == std::string::npos)
    Kept.clear();
  S.ArgumentEdits = {
      {Value->first, unsigned(Address->first - Value->first), Kept},
      {Address->second, 0,
       ", " + Text.slice(Value->first, Value->second).str()}};
  return true;
}

// For --instrument (rewrite/Instrumenter.h): locates the call's first
// argument, which warpagg::profile::seen wraps, or says why the call cannot
// be instrumented. Only the argument's own bytes are edited, so a callee
// from a macro does not matter; an argument from a macro does (one edit
// there could reach several calls, or none).
void locateInstrumentedAddress(Site &S, const Candidate &C, FileID File,
                               ASTContext &Context) {
  const SourceManager &SM = Context.getSourceManager();
  const LangOptions &LO = Context.getLangOpts();
  auto Refuse = [&](std::string Why) {
    S.Instrumentable = false;
    S.InstrumentBlocker = std::move(Why);
  };
  if (C.Ref)
    return Refuse("an atomic_ref call; only CUDA's atomic functions, whose "
                  "address is an argument, are instrumented");
  if (!SM.isInSystemHeader(C.Callee->getLocation()))
    return Refuse("calls a user-defined " + C.Callee->getNameAsString() +
                  ", not CUDA's atomic");
  if (executionSpaceOf(C.Function) == ExecutionSpace::HostDevice)
    return Refuse("in a __host__ __device__ function; the profile's counting "
                  "is device-only");
  QualType Written = C.Pointer->IgnoreImpCasts()->getType();
  if (!Written->isPointerType() && !Written->isArrayType())
    return Refuse("the address is not written as a pointer (a conversion "
                  "makes it one)");
  SourceRange R = C.Pointer->getSourceRange();
  std::optional<std::pair<unsigned, unsigned>> Offsets;
  if (R.getBegin().isFileID() && R.getEnd().isFileID())
    Offsets = fileOffsets(R, File, SM, LO);
  if (!Offsets || Offsets->second <= Offsets->first)
    return Refuse("the address is spelled in a macro (or a macro's argument); "
                  "macros are not edited");
  S.Instrumentable = true;
  S.PointerOffset = Offsets->first;
  S.PointerLength = Offsets->second - Offsets->first;
  // A kernel's keyed table: the profile records its keys relative to the
  // base, the way privatization would index a copy of it.
  if (!C.Function || !C.Function->hasAttr<CUDAGlobalAttr>())
    return;
  std::optional<TableRef> Table = tableRefOf(C.Pointer, C.Function, Context);
  if (!Table || !Table->keyed() || Table->AddressOfScalar ||
      !Table->Operand->getBeginLoc().isFileID() ||
      !Table->Operand->getEndLoc().isFileID())
    return;
  S.TableBase =
      Lexer::getSourceText(
          CharSourceRange::getTokenRange(Table->Operand->getSourceRange()), SM,
          LO)
          .str();
}

// Decides the site \p S of the call \p C (written at \p Loc; \p CalleeRef
// names a function's callee) and locates the bytes its rewrite edits.
void finishSite(Site &S, const Candidate &C, const DeclRefExpr *CalleeRef,
                SourceLocation Loc, const SourceManager &SM,
                ASTContext &Context, const RewriteOptions &Options) {
  decide(S, C, SM, Context, Options);

  if (S.Rewrite && C.Ref) {
    S.Arrow = C.Ref->Arrow;
    if (!locateRefEdits(S, *C.Call, *C.Ref, SM.getFileID(Loc), SM,
                        Context.getLangOpts()))
      S.leaveAlone("macro", "parts of the call come from macro expansions "
                            "the rewrite cannot edit");
  } else if (S.Rewrite) {
    // The callee's spelling, qualifier included ("::atomicAdd"), and the
    // call's ')' (for the tag): both where the call is written.
    FileID File = SM.getFileID(Loc);
    auto Callee = fileOffsets(CalleeRef->getSourceRange(), File, SM,
                              Context.getLangOpts());
    std::optional<unsigned> RParen =
        closeParenOffset(*C.Call, File, SM, Context.getLangOpts());
    // The bytes replaced must be the callee's own name (a wrapper's, with
    // the template arguments it may be called with).
    llvm::StringRef CalleeText =
        Callee ? SM.getBufferData(File).substr(Callee->first,
                                               Callee->second - Callee->first)
               : "";
    if (!Callee || (RParen && *RParen < Callee->second) ||
        !(C.Wrapper ? CalleeText.contains(C.Wrapper->getName())
                    : CalleeText.ends_with(C.Callee->getName()))) {
      S.leaveAlone("macro", "parts of the call come from macro expansions "
                            "the rewrite cannot edit");
    } else if (C.Wrapper && C.Shape.AddressParam != 0 &&
               !locateArgumentSwap(S, *C.Call, File, SM,
                                   Context.getLangOpts())) {
      S.leaveAlone("macro", "the arguments of the call of '" +
                                C.Wrapper->getNameAsString() +
                                "' (value first) cannot be put in the "
                                "runtime's order: parts of them come from "
                                "macro expansions");
    } else {
      S.CalleeOffset = Callee->first;
      S.CalleeLength = Callee->second - Callee->first;
      if (RParen) {
        S.CloseParenOffset = *RParen;
        S.OncePerThread = runsOncePerThread(C.Call, C.Function, Context);
      }
    }
  }
  // An instantiation calling a project's overload: can the runtime's
  // *_or_overload entry reach it, should the others be rewritten?
  bool TakesOverload = !S.Rewrite && (S.ReasonCode == "user-defined" ||
                                      S.ReasonCode == "unsupported-type");
  S.TakesOverload = TakesOverload && !S.TypeSupported && CalleeRef &&
                    !C.Wrapper &&
                    !CalleeRef->hasQualifier() && C.Function &&
                    C.Function->getTemplateInstantiationPattern();
  // Last, so that the site keeps its edits: a 'warpagg: strategy=' comment
  // can ask for the rewrite back (SourceDirectives).
  if (Options.LeaveGridStride && S.costsInGridStrideLoop())
    S.leaveAlone("grid-stride-loop",
                 "in a grid-stride loop, left alone by --grid-stride=leave "
                 "(a 'warpagg: strategy=' comment rewrites it anyway)");
}

} // namespace

bool SiteFinder::rewritesDefinitionOf(const FunctionDecl *F,
                                      const SourceManager &SM) const {
  const FunctionDecl *Def = F->getDefinition() ? F->getDefinition() : F;
  SourceLocation Loc = SM.getFileLoc(Def->getLocation());
  if (SM.isInSystemHeader(Loc))
    return false;
  if (SM.isInMainFile(Loc))
    return true;
  // The path decideHeaderSites (Driver.cpp) matches: absolute, no dots.
  llvm::SmallString<256> Path(SM.getFilename(Loc));
  SM.getFileManager().makeAbsolutePath(Path);
  llvm::sys::path::remove_dots(Path, /*remove_dot_dot=*/true);
  return !HeaderFilter.empty() && llvm::Regex(HeaderFilter).match(Path);
}

void SiteFinder::run(const MatchFinder::MatchResult &Result) {
  if (Result.Nodes.getNodeAs<CallExpr>("dependent"))
    return recordUninstantiated(Result);
  if (Result.Nodes.getNodeAs<CallExpr>("nonreduction"))
    return recordNonReduction(Result);
  // The matcher reaches a template instantiation's calls twice (through the
  // template and through the instantiation): one site per call.
  const auto *ByName = Result.Nodes.getNodeAs<CallExpr>("call");
  const auto *AnyCall = Result.Nodes.getNodeAs<CallExpr>("wrappercall");
  const Stmt *Node = ByName ? ByName : AnyCall;
  if (!Node)
    Node = Result.Nodes.getNodeAs<CXXMemberCallExpr>("refcall");
  if (llvm::any_of(ThisUnit, [&](const FoundSite &F) { return F.Call == Node; }))
    return;
  const auto *Callee = Result.Nodes.getNodeAs<FunctionDecl>("callee");
  const auto *Function = Result.Nodes.getNodeAs<FunctionDecl>("function");
  const SourceManager &SM = *Result.SourceManager;
  ASTContext &Context = *Result.Context;

  Candidate C;
  C.Callee = Callee;
  C.Function = Function;
  Site S;
  SourceLocation At; // where the site is reported
  const DeclRefExpr *CalleeRef = nullptr;
  std::optional<AtomicRefCall> Ref;
  if (const CallExpr *Call = ByName ? ByName : AnyCall) {
    CalleeRef = dyn_cast<DeclRefExpr>(Call->getCallee()->IgnoreImplicit());
    if (!CalleeRef || Call->getNumArgs() != 2)
      return;
    // Not CUDA's own atomic (a project's function of its name, or any
    // other): a one-atomic wrapper the tool does not rewrite is a site of
    // its atomic at the call (AtomicWrapper.h); one it rewrites has its
    // atomic for a site (plan/HelperCopies.h).
    bool CudaOwn = ByName && SM.isInSystemHeader(Callee->getLocation());
    if (!CudaOwn && !rewritesDefinitionOf(Callee, SM)) {
      std::variant<WrapperShape, std::string> Shape =
          oneAtomicWrapper(Callee, SM);
      if (const auto *W = std::get_if<WrapperShape>(&Shape)) {
        C.Wrapper = Callee;
        C.Shape = *W;
        C.Callee = W->Atomic;
        S.Wrapper = Callee->getNameAsString();
        S.WrapperFile = llvm::sys::path::filename(SM.getFilename(
                            SM.getFileLoc(Callee->getLocation())))
                            .str();
      } else if (!ByName) {
        if (std::optional<AtomicFunction> Fn = atomicNearWrapper(Callee, SM))
          recordNotAWrapper(Result, *Fn, std::get<std::string>(Shape));
        return;
      }
    } else if (!ByName) {
      return;
    }
    std::optional<AtomicFunction> Fn =
        C.Wrapper ? C.Shape.Fn : classifyAtomicName(Callee->getName());
    if (!Fn)
      return;
    C.Call = Call;
    C.Pointer = Call->getArg(C.Shape.AddressParam);
    C.ValueArg = Call->getArg(C.Shape.ValueParam);
    S.Fn = *Fn;
    C.Value = C.Pointer->getType()->getPointeeType();
    At = CalleeRef->getBeginLoc();
  } else {
    const auto *Member = Result.Nodes.getNodeAs<CXXMemberCallExpr>("refcall");
    Ref = matchAtomicRefCall(*Member, Context);
    if (!Ref)
      return;
    C.Call = Member;
    C.Object = Ref->Referent;
    C.Ref = &*Ref;
    S.Fn = Ref->Fn;
    C.Value = Ref->Value;
    At = Member->getExprLoc(); // the member name, as clang reports calls
  }
  // Where the call is written: in the file, or in a macro argument written
  // in the file (then the spelling is what we edit), else in a macro body.
  SourceLocation Loc = SM.getFileLoc(At);
  if (SM.isInSystemHeader(Loc))
    return; // CUDA's own headers and other system headers
  if (executionSpaceOf(Function) == ExecutionSpace::Host)
    return;

  // Real file positions (not #line-presumed ones): they must match the
  // bytes the rewrite edits.
  S.File = SM.getFilename(Loc).str();
  S.Line = SM.getSpellingLineNumber(Loc);
  S.Column = SM.getSpellingColumnNumber(Loc);
  S.TextHash = callTextHash(*C.Call, SM.getFileID(Loc), SM,
                             Context.getLangOpts());
  // A wrapper returning void hands no result back, whatever the call's
  // context (`return wrap(p, v);` in a void function).
  S.ResultUsed = isResultUsed(C.Call, Context) &&
                 (!C.Wrapper || C.Shape.ReturnsResult);
  if (S.ResultUsed)
    if (const FunctionDecl *Helper = helperDroppingResult(C.Call, Context))
      S.ResultDroppedBy = reportedFunctionName(Helper);
  S.EnclosingFunction = reportedFunctionName(Function);
  S.InKernel = Function && Function->hasAttr<CUDAGlobalAttr>();
  S.FromTemplatePattern = Function && Function->isDependentContext();
  if (std::optional<std::string> Name = supportedTypeName(S.Fn, C.Value)) {
    S.Types = {*Name};
    S.TypeSupported = true;
  } else {
    S.Types = {C.Value.getUnqualifiedType().getAsString(
        Context.getPrintingPolicy())};
  }
  if (!C.Value->isDependentType() && !C.Value->isIncompleteType())
    S.ElementBytes = Context.getTypeSizeInChars(C.Value).getQuantity();
  locateInstrumentedAddress(S, C, SM.getFileID(Loc), Context);
  Site Undecided = S;
  finishSite(S, C, CalleeRef, Loc, SM, Context, Options);
  // A helper's site, rewritten for all its calls at once, may be decided
  // again per call (plan/HelperCopies.h).
  std::function<Site(llvm::ArrayRef<const CallExpr *>)> Redecide;
  const auto *Method = dyn_cast_or_null<CXXMethodDecl>(Function);
  if (S.Rewrite && !S.InKernel && Function &&
      executionSpaceOf(Function) == ExecutionSpace::Device &&
      !(Method && Method->getParent()->isLambda()))
    Redecide = [Undecided, C, Ref, CalleeRef, Loc, SM = &SM,
                Context = &Context, Options = &Options](
                   llvm::ArrayRef<const CallExpr *> Calls) {
      Candidate At = C;
      if (Ref)
        At.Ref = &*Ref;
      CallFocus Focus(At.Function, Calls);
      Site S = Undecided;
      finishSite(S, At, CalleeRef, Loc, *SM, *Context, *Options);
      return S;
    };
  Sites.push_back(std::move(S));
  ThisUnit.push_back({Sites.size() - 1, C.Call, Function, C.Value,
                      C.Shape.AddressParam, std::move(Redecide)});
  this->Context = &Context;
}

void SiteFinder::onEndOfTranslationUnit() {
  if (Context && llvm::any_of(ThisUnit, [&](const FoundSite &F) {
        return !Sites[F.Index].InKernel;
      })) {
    KernelCallers Callers(*Context);
    for (const FoundSite &F : ThisUnit)
      if (!Sites[F.Index].InKernel)
        Sites[F.Index].Kernels = Callers.kernelsReaching(F.Function);
  }
  if (AtUnitEnd) {
    FoundUnit Unit{Context, Sites, ThisUnit};
    AtUnitEnd(Unit);
  }
  ThisUnit.clear();
  NonReductionCalls.clear();
  NotAWrapperCalls.clear();
  Context = nullptr;
}

} // namespace warpagg
