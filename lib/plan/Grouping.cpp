//===- Grouping.cpp -------------------------------------------------------===//
#include "warpagg/plan/Grouping.h"

#include "warpagg/find/AtomicCatalog.h"
#include "warpagg/analysis/AddressAnalysis.h"
#include "warpagg/analysis/AddressKey.h"
#include "warpagg/analysis/AstQueries.h"
#include "warpagg/analysis/DeferSafety.h"
#include "warpagg/analysis/IterationUniform.h"
#include "warpagg/analysis/ThreadIdentity.h"
#include "warpagg/plan/KeyedGroups.h"
#include "warpagg/plan/UniformTrip.h"
#include "llvm/ADT/DenseSet.h"
#include "clang/AST/Attr.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"
#include <map>

using namespace clang;

namespace warpagg {
namespace {

// The statement that is exactly this call (maybe in parentheses or cast to
// void), and what holds it: a block, or a for loop whose unbraced body it
// is; null when the call is part of a larger statement.
const Stmt *ownStatement(const CallExpr *Call, ASTContext &Context,
                         const Stmt *&Holder) {
  const Stmt *Node = Call;
  while (true) {
    DynTypedNodeList Parents = Context.getParents(*Node);
    if (Parents.size() != 1)
      return nullptr;
    if (const auto *C = Parents[0].get<CompoundStmt>()) {
      Holder = C;
      return Node;
    }
    if (const auto *For = Parents[0].get<ForStmt>()) {
      Holder = For;
      return For->getBody() == Node ? Node : nullptr;
    }
    const auto *P = Parents[0].get<Expr>();
    if (!P)
      return nullptr;
    const auto *Cast = dyn_cast<CStyleCastExpr>(P);
    if (!isa<ParenExpr, ExprWithCleanups>(P) &&
        !(Cast && Cast->getType()->isVoidType()))
      return nullptr;
    Node = P;
  }
}

// `for (int v = A; v < B; ++v)` (or <=, >, >=, !=; v++, --, += S, -= S)
// with A, B and S the same in every lane and v unchanged in the body: every
// lane runs the same number of iterations.
bool hasUniformTripCount(const ForStmt *For, ASTContext &Context) {
  const auto *Init = dyn_cast_or_null<DeclStmt>(For->getInit());
  const auto *V = Init && Init->isSingleDecl()
                      ? dyn_cast<VarDecl>(Init->getSingleDecl())
                      : nullptr;
  if (!V || !isWarpUniform(V->getInit(), Context))
    return false;
  auto IsV = [&](const Expr *E) {
    const auto *Ref = dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts());
    return Ref && Ref->getDecl() == V;
  };
  const auto *Cond = dyn_cast_or_null<BinaryOperator>(For->getCond());
  if (!Cond || !Cond->isComparisonOp() || Cond->getOpcode() == BO_EQ)
    return false;
  if (!(IsV(Cond->getLHS()) && isWarpUniform(Cond->getRHS(), Context)) &&
      !(IsV(Cond->getRHS()) && isWarpUniform(Cond->getLHS(), Context)))
    return false;
  const Expr *Inc = For->getInc();
  if (const auto *U = dyn_cast_or_null<UnaryOperator>(Inc)) {
    if (!U->isIncrementDecrementOp() || !IsV(U->getSubExpr()))
      return false;
  } else if (const auto *B = dyn_cast_or_null<CompoundAssignOperator>(Inc)) {
    if ((B->getOpcode() != BO_AddAssign && B->getOpcode() != BO_SubAssign) ||
        !IsV(B->getLHS()) || !isWarpUniform(B->getRHS(), Context))
      return false;
  } else {
    return false;
  }
  return !isMutatedIn(V, *For->getBody(), Context);
}

// Whether every lane that starts \p S also finishes it, together: no
// branch, jump, label, loop whose trip count may differ between lanes, or
// conditional evaluation of side effects.
bool isStraightLine(const Stmt *S, ASTContext &Context) {
  if (!S)
    return true;
  if (const auto *For = dyn_cast<ForStmt>(S))
    return hasUniformTripCount(For, Context) &&
           isStraightLine(For->getBody(), Context);
  if (isa<IfStmt, SwitchStmt, WhileStmt, DoStmt, CXXForRangeStmt,
          ReturnStmt, BreakStmt, ContinueStmt, GotoStmt, IndirectGotoStmt,
          LabelStmt, SwitchCase, AsmStmt, CXXTryStmt, LambdaExpr>(S))
    return false;
  if (const auto *C = dyn_cast<AbstractConditionalOperator>(S))
    if (C->getTrueExpr()->HasSideEffects(Context) ||
        C->getFalseExpr()->HasSideEffects(Context))
      return false;
  if (const auto *B = dyn_cast<BinaryOperator>(S);
      B && B->isLogicalOp() && B->getRHS()->HasSideEffects(Context))
    return false;
  for (const Stmt *Child : S->children())
    if (!isStraightLine(Child, Context))
      return false;
  return true;
}

// A site alone in the body of `for (int k = 0; k < N; ++k)` with N a
// constant (a template parameter in the pattern): its N iterations become N
// slots of a group, warpagg::slots<T, N>, filled by put_at<I>(addr, v, k).
struct SlotLoop {
  const ForStmt *Loop = nullptr;
  const VarDecl *Index = nullptr;
  const Stmt *SiteStatement = nullptr; ///< the site's statement in the body
};

// Slots are registers: beyond this many iterations a loop stays a loop.
constexpr int64_t MaxSlotsPerLoop = 16;

std::optional<SlotLoop> slotLoopOf(const ForStmt *For, const Stmt *Site,
                                   ASTContext &Context) {
  const auto *Init = dyn_cast_or_null<DeclStmt>(For->getInit());
  const auto *V = Init && Init->isSingleDecl()
                      ? dyn_cast<VarDecl>(Init->getSingleDecl())
                      : nullptr;
  if (!V || !V->getType()->isIntegerType() || !V->getInit())
    return std::nullopt;
  std::optional<llvm::APSInt> Start =
      V->getInit()->getIntegerConstantExpr(Context);
  auto IsV = [&](const Expr *E) {
    const auto *Ref = dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts());
    return Ref && Ref->getDecl() == V;
  };
  const auto *Cond = dyn_cast_or_null<BinaryOperator>(For->getCond());
  if (!Start || *Start != 0 || !Cond || Cond->getOpcode() != BO_LT ||
      !IsV(Cond->getLHS()) || Cond->getRHS()->isValueDependent())
    return std::nullopt;
  std::optional<llvm::APSInt> N = Cond->getRHS()->getIntegerConstantExpr(Context);
  if (!N || N->getExtValue() < 1 || N->getExtValue() > MaxSlotsPerLoop)
    return std::nullopt;
  const Expr *Inc = For->getInc();
  bool StepOne = false;
  if (const auto *U = dyn_cast_or_null<UnaryOperator>(Inc))
    StepOne = U->isIncrementOp() && IsV(U->getSubExpr());
  else if (const auto *B = dyn_cast_or_null<CompoundAssignOperator>(Inc)) {
    std::optional<llvm::APSInt> Step =
        B->getRHS()->getIntegerConstantExpr(Context);
    StepOne = B->getOpcode() == BO_AddAssign && IsV(B->getLHS()) && Step &&
              *Step == 1;
  }
  if (!StepOne || isMutatedIn(V, *For->getBody(), Context))
    return std::nullopt;
  const auto *Body = dyn_cast<CompoundStmt>(For->getBody());
  bool Straight = Body ? llvm::all_of(Body->body(),
                                      [&](const Stmt *S) {
                                        return isStraightLine(S, Context);
                                      })
                       : For->getBody() == Site;
  if (!Straight)
    return std::nullopt;
  return SlotLoop{For, V, Site};
}

// Finds an instantiated call's pattern in its template by location.
class PatternCall : public RecursiveASTVisitor<PatternCall> {
public:
  explicit PatternCall(SourceLocation Loc) : Loc(Loc) {}
  bool VisitCallExpr(CallExpr *C) {
    if (C->getBeginLoc() != Loc)
      return true;
    Found = C;
    return false;
  }
  SourceLocation Loc;
  const CallExpr *Found = nullptr;
};

// In a template's pattern an address such as &a[c] has no type yet when a
// is a T*; the element type is read off the pointer it indexes: a, a + c,
// &a[c] (not fields: &a[c].x has no declared type before instantiation).
QualType patternPointee(const Expr *Address) {
  const Expr *E = Address->IgnoreParenImpCasts();
  if (const auto *U = dyn_cast<UnaryOperator>(E);
      U && U->getOpcode() == UO_AddrOf) {
    const auto *A = dyn_cast<ArraySubscriptExpr>(U->getSubExpr()->IgnoreParens());
    if (!A)
      return QualType();
    E = A->getLHS()->IgnoreParenImpCasts();
  } else if (const auto *B = dyn_cast<BinaryOperator>(E);
             B && B->getOpcode() == BO_Add) {
    E = B->getLHS()->IgnoreParenImpCasts();
    if (!E->getType()->isPointerType())
      E = B->getRHS()->IgnoreParenImpCasts();
  }
  return E->getType()->isPointerType() ? E->getType()->getPointeeType()
                                       : QualType();
}

PrintingPolicy typePolicy(ASTContext &Context) {
  PrintingPolicy Policy(Context.getLangOpts());
  Policy.SuppressTagKeyword = true;
  Policy.FullyQualifiedName = true;
  return Policy;
}

// How a slot's value type is written in the group's declaration: the
// canonical type, or in a template where the type depends on a parameter,
// the pattern's own spelling ("T"), which every instantiation reads alike.
struct SlotType {
  std::string Spelling;
  bool Dependent = false;
};

std::optional<SlotType> slotType(const SiteNode &N, ASTContext &Context) {
  SlotType Concrete{
      N.Value.getCanonicalType().getUnqualifiedType().getAsString(
          typePolicy(Context)),
      false};
  const FunctionDecl *Pattern =
      N.Function ? N.Function->getTemplateInstantiationPattern() : nullptr;
  if (!Pattern || !Pattern->getBody())
    return Concrete;
  PatternCall Finder(N.Call->getBeginLoc());
  Finder.TraverseStmt(Pattern->getBody());
  if (!Finder.Found || Finder.Found->getNumArgs() <= N.AddressArg)
    return std::nullopt;
  const Expr *Address = Finder.Found->getArg(N.AddressArg);
  QualType Pointer = Address->getType();
  if (!Pointer->isDependentType())
    return Concrete;
  QualType Pointee = patternPointee(Address);
  if (Pointee.isNull())
    return std::nullopt;
  return SlotType{Pointee.getUnqualifiedType().getAsString(typePolicy(Context)),
                  true};
}

std::string opTag(AtomicFunction Fn) {
  static const char *Names[] = {"add",     "sub",    "min",    "max",
                                "bit_and", "bit_or", "bit_xor"};
  assert(isReduction(Fn.Op) && "only reductions are rewritten");
  std::string Tag = Names[static_cast<int>(Fn.Op)];
  if (Fn.Scope == AtomicScope::Block)
    Tag += "_block";
  else if (Fn.Scope == AtomicScope::System)
    Tag += "_system";
  return Tag;
}

// One site's facts for grouping.
struct Candidate {
  SiteNode *Node;
  const Stmt *Statement; ///< in its block: the site's, or its slot loop's
  std::optional<AddressKey> Key; ///< none: uniform address, or not keyed
  std::optional<SlotLoop> Loop;  ///< the constant-trip loop around it
  /// What stopped the walk through its address, if anything: why it has
  /// no key, or why its key is a pointer variable.
  std::string KeyWhy;
};

// Whether two sites could share a group: same operation and scope, and the
// same key (or both addresses uniform).
bool sameKind(const Candidate &A, const Candidate &B, ASTContext &Context) {
  const Site &SA = *A.Node->S, &SB = *B.Node->S;
  if (SA.Fn.Op != SB.Fn.Op || SA.Fn.Scope != SB.Fn.Scope ||
      SA.UniformProven != SB.UniformProven)
    return false;
  return SA.UniformProven ||
         (A.Key && B.Key && sameKey(*A.Key, *B.Key, Context));
}

// The group being built in one block.
class OpenGroup {
public:
  OpenGroup(ASTContext &Context) : Context(Context) {}

  bool empty() const { return Members.empty(); }

  // Starts a group with \p C; false (and empty) when C's slot loop cannot
  // hold its own deferred atomics.
  bool start(Candidate C) {
    Members.clear();
    Targets = {};
    std::string Why;
    if (!loopDefers(C, Why))
      return false;
    Members = {C};
    addTarget(Targets, C);
    return true;
  }

  // Whether \p C can join: same operation, same key (or both uniform), and
  // its arguments (and its slot loop's other statements) do not observe
  // what the group defers.
  bool accepts(const Candidate &C, std::string &Why) const {
    if (!sameKind(Members.front(), C, Context))
      return false;
    for (const Expr *Arg : C.Node->Call->arguments())
      if (!canDeferPast(Arg, Targets, Context, Why))
        return false;
    return loopDefers(C, Why);
  }

  void add(Candidate C) {
    Members.push_back(C);
    addTarget(Targets, C);
  }

  // Whether the group's atomics may wait past \p S.
  bool canWaitPast(const Stmt *S, std::string &Why) const {
    if (!isStraightLine(S, Context)) {
      Why = "control flow";
      return false;
    }
    if (!uniform() && Members.front().Key)
      for (const VarDecl *V : Members.front().Key->KeyVars)
        if (isMutatedIn(V, *S, Context)) {
          Why = "the key '" + V->getNameAsString() + "' changes";
          return false;
        }
    return canDeferPast(S, Targets, Context, Why);
  }

  std::vector<Candidate> Members;
  /// Every address is the same in all lanes (a uniform_group).
  bool uniform() const { return Members.front().Node->S->UniformProven; }

private:
  // A slot loop's iterations run one after another with the earlier ones'
  // atomics deferred: its other statements and the site's own arguments may
  // not observe them (nor those of the group so far), nor change the key.
  bool loopDefers(const Candidate &C, std::string &Why) const {
    if (!C.Loop)
      return true;
    DeferredTargets WithOwn = Targets;
    addTarget(WithOwn, C);
    std::vector<const Stmt *> Others;
    if (const auto *Body = dyn_cast<CompoundStmt>(C.Loop->Loop->getBody()))
      Others.assign(Body->body_begin(), Body->body_end());
    for (const Expr *Arg : C.Node->Call->arguments())
      Others.push_back(Arg);
    for (const Stmt *S : Others) {
      if (S == C.Loop->SiteStatement)
        continue;
      if (!canDeferPast(S, WithOwn, Context, Why))
        return false;
      if (C.Key)
        for (const VarDecl *V : C.Key->KeyVars)
          if (isMutatedIn(V, *S, Context)) {
            Why = "the key '" + V->getNameAsString() + "' changes";
            return false;
          }
    }
    return true;
  }

  void addTarget(DeferredTargets &Into, const Candidate &C) const {
    const SiteNode &N = *C.Node;
    AddressInfo Where = analyzeAddress(N.address(), Context);
    if (Where.Base)
      Into.Bases.insert(Where.Base);
    const VarDecl *Root = Where.Base ? nullptr : memberRoot(N.address());
    Into.AllGlobal &= (Where.Base && isGlobal(Where.Base, N.Function)) ||
                         (Root && isGlobal(Root, N.Function));
    QualType T = N.Value.getCanonicalType().getUnqualifiedType();
    Into.Types.push_back(T);
    if (const auto *Record = T->getAsRecordDecl()) // float2, __half2: parts
      for (const FieldDecl *F : Record->fields())
        Into.Types.push_back(
            F->getType().getCanonicalType().getUnqualifiedType());
  }

  // The object a pointer is read from through '.' members, for addresses
  // such as &args.rho[c] or args.rho + c (args a kernel's by-value struct
  // of pointers): args; null for anything else.
  const VarDecl *memberRoot(const Expr *Address) const {
    std::optional<AddressParts> Parts =
        addressParts(Address, Context, FollowLocals::No);
    if (!Parts)
      return nullptr;
    const Expr *E = Parts->Base->IgnoreParenImpCasts();
    bool ThroughMember = false;
    while (const auto *M = dyn_cast<MemberExpr>(E)) {
      if (M->isArrow())
        return nullptr;
      E = M->getBase()->IgnoreParenImpCasts();
      ThroughMember = true;
    }
    const auto *Ref = dyn_cast<DeclRefExpr>(E);
    return ThroughMember && Ref ? dyn_cast<VarDecl>(Ref->getDecl()) : nullptr;
  }

  // A __global__ kernel's unchanged pointer parameter (or by-value struct
  // of pointers), or a __device__ variable: global memory.
  bool isGlobal(const VarDecl *V, const FunctionDecl *F) const {
    if (V->hasAttr<CUDADeviceAttr>() && V->hasGlobalStorage())
      return true;
    return isa<ParmVarDecl>(V) && F && F->hasAttr<CUDAGlobalAttr>() &&
           V->getDeclContext() == F && isUnchangedLocal(V, Context);
  }

  ASTContext &Context;
  DeferredTargets Targets;
};

class GroupBuilder {
public:
  GroupBuilder(ASTContext &Context,
               const llvm::DenseSet<const CallExpr *> &RewrittenCalls)
      : Context(Context), SM(Context.getSourceManager()),
        RewrittenCalls(RewrittenCalls) {}

  // Walks one block's statements in order, growing and closing groups.
  void scanBlock(const CompoundStmt *Block,
                 const std::map<const Stmt *, Candidate> &Sites) {
    OpenGroup Open(Context);
    // The last group closed by what stood between it and a site that could
    // have joined it, and why: said on that site, so the user can act.
    std::optional<Candidate> Broken;
    std::string BrokenWhy;
    for (const Stmt *S : Block->body()) {
      auto It = Sites.find(S);
      std::string Why;
      if (It != Sites.end()) {
        const Candidate &C = It->second;
        if (!Open.empty() && Open.accepts(C, Why)) {
          Open.add(C);
          continue;
        }
        if (!Why.empty()) {
          Broken = Open.Members.front();
          BrokenWhy = Why;
        }
        if (Broken && sameKind(*Broken, C, Context))
          C.Node->S->NotFusedWhy = "not fused with line " +
                                   std::to_string(Broken->Node->S->Line) +
                                   ": " + BrokenWhy;
        else if (!Open.empty() && Why.empty())
          noteUnreadAddress(Open.Members.back(), C);
        Broken.reset();
        close(Open, Block);
        Open.start(C);
        continue;
      }
      if (!Open.empty() && !Open.canWaitPast(S, Why)) {
        Broken = Open.Members.front();
        BrokenWhy = Why + " (between the sites)";
        close(Open, Block);
      }
    }
    close(Open, Block);
  }

private:
  // Two neighbouring sites of one operation whose keys differ because the
  // walk through one's address stopped short ("the local 'q' changes"):
  // said on the later one, so the user can act.
  static void noteUnreadAddress(const Candidate &Before, const Candidate &C) {
    const Site &SB = *Before.Node->S;
    Site &SC = *C.Node->S;
    if (SB.Fn.Op != SC.Fn.Op || SB.Fn.Scope != SC.Fn.Scope ||
        SB.UniformProven || SC.UniformProven)
      return;
    const Candidate &Stopped = C.KeyWhy.empty() ? Before : C;
    if (Stopped.KeyWhy.empty())
      return;
    SC.NotFusedWhy = "not fused with line " + std::to_string(SB.Line) +
                     ": the address on line " +
                     std::to_string(Stopped.Node->S->Line) +
                     " is not read to its key (" + Stopped.KeyWhy + ")";
  }

  void close(OpenGroup &Open, const CompoundStmt *Block) {
    // The group stays whole while it is decided (wrapsLoopBody asks it what
    // may wait past the last site), and is empty afterwards on every path.
    struct Clear {
      OpenGroup &Group;
      ~Clear() { Group.Members.clear(); }
    } ClearAfter{Open};
    const std::vector<Candidate> &Members = Open.Members;
    if (Members.size() < 2)
      return;
    std::optional<unsigned> Decl = offsetOf(Members.front().Statement, false);
    std::optional<unsigned> Commit = offsetOf(Members.back().Statement, true);
    bool Wrap = wrapsLoopBody(Block, Members, Open);
    if (Wrap) {
      Decl = offsetAfter(Block->getLBracLoc());
      Commit = Block->getRBracLoc().isFileID()
                   ? std::optional<unsigned>(
                         SM.getFileOffset(Block->getRBracLoc()))
                   : std::nullopt;
    }
    if (!Decl || !Commit)
      return;

    std::vector<SlotType> Types;
    for (const Candidate &C : Members) {
      std::optional<SlotType> T = slotType(*C.Node, Context);
      if (!T)
        T = slotTypeOfAddress(*C.Node, *Decl);
      if (T && C.Loop)
        T = slotsOf(*T, *C.Loop, *Decl);
      if (!T) {
        for (const Candidate &M : Members)
          M.Node->S->NotFusedWhy = "not fused: the value type of a site is "
                                   "not one the group can name";
        return;
      }
      Types.push_back(*T);
    }
    std::vector<std::optional<unsigned>> IndexOffsets;
    for (const Candidate &C : Members) {
      IndexOffsets.push_back(std::nullopt);
      if (!C.Loop)
        continue;
      SourceLocation RParen = C.Node->Call->getRParenLoc();
      if (!RParen.isFileID())
        return;
      IndexOffsets.back() = SM.getFileOffset(RParen);
    }
    const Site &First = *Members.front().Node->S;
    GroupSlot G;
    // Named by where it starts, so that every instantiation of a template
    // names it alike; a second group starting on the same line adds its
    // column.
    G.Variable = "wa_group_" + std::to_string(First.Line);
    auto [Seen, New] = FirstColumn.try_emplace(First.Line, First.Column);
    if (!New && Seen->second != First.Column)
      G.Variable += "_" + std::to_string(First.Column);
    const bool Uniform = First.UniformProven;
    G.LikelyUniform =
        !Uniform && llvm::all_of(Members.front().Key->Terms,
                                 [&](const OffsetTerm &T) {
                                   return isIterationUniform(T.Value, Context);
                                 });
    std::optional<KeyedGroupForm> Keyed;
    if (!Uniform)
      Keyed = keyedGroupForm(keyedMembers(Members), Block, *Decl, *Commit,
                             Wrap, Context);
    if (Wrap && G.LikelyUniform && !holdsOtherRewrite(Block, Members))
      G.InStep = inStepLoop(Block, G.Variable, Context);
    // Every commit of a loop run in step with the lanes' mask meets them at
    // one iteration (plan/UniformTrip.h): the key is then uniform.
    const bool Checked = G.LikelyUniform && G.loopMask().empty();
    const char *Discovery = Checked ? "likely_uniform_group<"
                            : Uniform || G.LikelyUniform ? "uniform_group<"
                                                         : "group<";
    G.Type = std::string("warpagg::") + (Keyed ? "keyed_" : "") + Discovery +
             (Keyed ? Keyed->KeyType + ", " : "") + "warpagg::op::" +
             opTag(First.Fn);
    for (const SlotType &T : Types) {
      G.Type += ", " + T.Spelling;
      G.Dependent |= T.Dependent;
    }
    G.Type += ">";
    G.DeclOffset = *Decl;
    G.CommitOffset = *Commit;
    G.WrapsLoopBody = Wrap;
    if (!Uniform)
      G.Key = keyText(*Members.front().Key, Context);
    for (const Candidate &C : Members)
      G.Lines.push_back(C.Node->S->Line);
    if (Keyed)
      G.Addresses = Keyed->Addresses;
    for (unsigned I = 0; I < Members.size(); ++I) {
      G.Slot = I;
      if (Keyed) {
        G.KeyArgument = Keyed->Puts[I].Key;
        G.AddressOffset = Keyed->Puts[I].AddressOffset;
        G.AddressLength = Keyed->Puts[I].AddressLength;
      }
      G.SlotIndex = Members[I].Loop
                        ? Members[I].Loop->Index->getNameAsString()
                        : std::string();
      G.SlotIndexOffset = IndexOffsets[I].value_or(0);
      Members[I].Node->S->Group = G;
    }
  }

  static std::vector<KeyedMember>
  keyedMembers(const std::vector<Candidate> &Members) {
    std::vector<KeyedMember> Out;
    for (const Candidate &C : Members)
      Out.push_back({C.Node, C.Key ? &*C.Key : nullptr,
                     C.Loop ? C.Loop->Index : nullptr});
    return Out;
  }

  // `warpagg::slots<T, N>` for a slot loop's site, N as the loop writes it
  // (a template parameter stays one); none when N names a local declared
  // after the group (at \p DeclOffset).
  std::optional<SlotType> slotsOf(const SlotType &T, const SlotLoop &Loop,
                                  unsigned DeclOffset) {
    const Expr *Count = cast<BinaryOperator>(Loop.Loop->getCond())->getRHS();
    std::optional<std::string> Text = textUsableAt(Count, DeclOffset);
    if (!Text)
      return std::nullopt;
    bool Simple = llvm::all_of(*Text, [](char C) {
      return llvm::isAlnum(C) || C == '_' || C == ':';
    });
    return SlotType{"warpagg::slots<" + T.Spelling + ", " +
                        (Simple ? *Text : "(" + *Text + ")") + ">",
                    T.Dependent || namesTemplateParameter(Count)};
  }

  // In an instantiation: whether \p E was written with a template
  // parameter (the group's type then depends on it: `.template put_at`).
  static bool namesTemplateParameter(const Stmt *E) {
    if (isa<SubstNonTypeTemplateParmExpr>(E))
      return true;
    return llvm::any_of(E->children(), [](const Stmt *C) {
      return C && namesTemplateParameter(C);
    });
  }

  // A slot type named through the site's own address,
  // `warpagg::value_at_t<decltype(&a.rho[c])>`, where the template writes
  // no type for it (a member of a dependent object): only when every name
  // the address uses is declared before the group is (at \p DeclOffset).
  std::optional<SlotType> slotTypeOfAddress(const SiteNode &N,
                                            unsigned DeclOffset) {
    std::optional<std::string> Text =
        textUsableAt(N.address(), DeclOffset);
    if (!Text)
      return std::nullopt;
    return SlotType{"warpagg::value_at_t<decltype(" + *Text + ")>", true};
  }

  // \p E as written, when it is plain text of one file and every local it
  // names is declared before \p Offset (where the group is declared).
  std::optional<std::string> textUsableAt(const Expr *E, unsigned Offset) {
    CharSourceRange Range = Lexer::makeFileCharRange(
        CharSourceRange::getTokenRange(E->getSourceRange()), SM,
        Context.getLangOpts());
    if (Range.isInvalid() || !declaredBefore(E, Offset))
      return std::nullopt;
    return Lexer::getSourceText(Range, SM, Context.getLangOpts()).str();
  }

  bool declaredBefore(const Stmt *S, unsigned Offset) {
    if (const auto *Ref = dyn_cast<DeclRefExpr>(S)) {
      const auto *V = dyn_cast<VarDecl>(Ref->getDecl());
      if (V && V->isLocalVarDecl()) {
        SourceLocation L = SM.getFileLoc(V->getLocation());
        if (SM.getFileOffset(L) >= Offset)
          return false;
      }
    }
    return llvm::all_of(S->children(), [&](const Stmt *C) {
      return !C || declaredBefore(C, Offset);
    });
  }

  // Lanes that leave a loop iteration with `continue` before the group's
  // first site would miss the commit, and the others would commit as a
  // partial warp. When \p Block is such a loop body, and nothing else can
  // leave it (no break of the loop, no return, goto or label after the
  // first site) and what follows the last site may wait (straight-line,
  // safe to defer past), the body becomes
  //   { group g; do { ...body... } while (0); g.commit(); }
  // so that `continue` lands on the commit: every lane commits together,
  // those that skipped with no values.
  bool wrapsLoopBody(const CompoundStmt *Block,
                     const std::vector<Candidate> &Members, OpenGroup &Open) {
    DynTypedNodeList Parents = Context.getParents(*Block);
    const Stmt *Loop = Parents.size() == 1 ? Parents[0].get<Stmt>() : nullptr;
    if (!Loop || !isa<ForStmt, WhileStmt, DoStmt, CXXForRangeStmt>(Loop))
      return false;
    bool BeforeFirst = true, SkipsBefore = false, AfterLast = false;
    for (const Stmt *S : Block->body()) {
      if (S == Members.front().Statement)
        BeforeFirst = false;
      if (leavesLoop(S, /*Continue=*/false) ||
          containsStmt<GotoStmt, IndirectGotoStmt, LabelStmt>(S) ||
          (!BeforeFirst && containsStmt<ReturnStmt>(S)))
        return false;
      if (BeforeFirst)
        SkipsBefore |= leavesLoop(S, /*Continue=*/true);
      std::string Why;
      if (AfterLast && !Open.canWaitPast(S, Why))
        return false;
      AfterLast |= S == Members.back().Statement;
    }
    return SkipsBefore;
  }

  // Whether \p S holds a rewritten site that is not one of \p Members. A
  // loop run in step (plan/UniformTrip.h) paid where the group's sites were
  // the loop's only rewrites (bench/fused's real-shape rasterizer: 7% faster,
  // 10-12% where its channel count is an int and the registers drop from 64
  // to 48); with a per-site aggregation left in the body (bench/realshapes'
  // rasterizer) it cost 2% (bench/results/2026-11-27-h100-uniform-trip.md).
  bool holdsOtherRewrite(const Stmt *S,
                         const std::vector<Candidate> &Members) const {
    if (!S)
      return false;
    if (const auto *Call = dyn_cast<CallExpr>(S);
        Call && RewrittenCalls.count(Call) &&
        llvm::none_of(Members, [&](const Candidate &M) {
          return M.Node->Call == Call;
        }))
      return true;
    return llvm::any_of(S->children(), [&](const Stmt *Child) {
      return holdsOtherRewrite(Child, Members);
    });
  }

  std::optional<unsigned> offsetAfter(SourceLocation Brace) {
    if (!Brace.isFileID())
      return std::nullopt;
    return SM.getFileOffset(Brace) + 1;
  }

  // The file offset where a statement begins, or just after its ';'; none
  // when it is not plain text of one file.
  std::optional<unsigned> offsetOf(const Stmt *S, bool AfterSemi) {
    if (const auto *For = dyn_cast<ForStmt>(S); For && AfterSemi) {
      if (const auto *Body = dyn_cast<CompoundStmt>(For->getBody()))
        return offsetAfter(Body->getRBracLoc()); // after the loop's '}'
      S = For->getBody();
    }
    SourceLocation Loc = AfterSemi ? S->getEndLoc() : S->getBeginLoc();
    if (!Loc.isFileID())
      return std::nullopt;
    if (AfterSemi) {
      Loc = Lexer::findLocationAfterToken(Loc, tok::semi, SM,
                                          Context.getLangOpts(), false);
      if (Loc.isInvalid() || !Loc.isFileID())
        return std::nullopt;
    }
    return SM.getFileOffset(Loc);
  }

  ASTContext &Context;
  const SourceManager &SM;
  /// Every site the plan rewrites (fused or not), by its call.
  const llvm::DenseSet<const CallExpr *> &RewrittenCalls;
  std::map<unsigned, unsigned> FirstColumn; ///< line -> first group's column
};

} // namespace

void formGroups(std::vector<SiteNode> &Nodes, ASTContext &Context) {
  // Candidates by block; a block appears once per instantiation of its
  // function, each with its own statements.
  std::map<const CompoundStmt *, std::map<const Stmt *, Candidate>> Blocks;
  std::vector<const CompoundStmt *> Order;
  // The matcher can report one call twice (an explicitly instantiated
  // template); the copies follow the first.
  std::map<const CallExpr *, Site *> FirstOfCall;
  std::vector<std::pair<Site *, const CallExpr *>> Copies;
  struct PlacedSite {
    SiteNode *Node;
    const Stmt *Holder; ///< a block, or a for loop with an unbraced body
    const Stmt *Statement;
  };
  std::vector<PlacedSite> Placed;
  for (SiteNode &N : Nodes) {
    if (auto [It, New] = FirstOfCall.try_emplace(N.Call, N.S); !New) {
      Copies.push_back({N.S, N.Call});
      continue;
    }
    Site &S = *N.S;
    // A likely-distinct address has no peers to fuse with: a group would
    // only add its discovery to every plain atomic.
    if (!S.Rewrite || S.ResultUsed || S.Fn.Api != AtomicApi::Function ||
        S.CalleeLength == 0 || S.FromTemplatePattern ||
        S.Strategy == "likely_distinct" || S.Strategy == "distinct_in_rows")
      continue;
    const Stmt *Holder = nullptr;
    const Stmt *Statement = ownStatement(N.Call, Context, Holder);
    if (Statement)
      Placed.push_back({&N, Holder, Statement});
  }
  // A site alone in a constant-trip loop's body is lifted out: the loop is
  // its statement in the block around the loop, its iterations its slots.
  std::map<const Stmt *, unsigned> SitesIn;
  for (const PlacedSite &P : Placed)
    ++SitesIn[P.Holder];
  for (const PlacedSite &P : Placed) {
    Candidate C{P.Node, P.Statement, std::nullopt, std::nullopt, {}};
    const auto *Block = dyn_cast<CompoundStmt>(P.Holder);
    const auto *For = Block ? nullptr : cast<ForStmt>(P.Holder);
    if (Block && SitesIn[Block] == 1) {
      DynTypedNodeList Parents = Context.getParents(*Block);
      For = Parents.size() == 1 ? Parents[0].get<ForStmt>() : nullptr;
      if (For && For->getBody() != Block)
        For = nullptr;
    }
    if (For) {
      DynTypedNodeList Parents = Context.getParents(*For);
      const auto *Outer =
          Parents.size() == 1 ? Parents[0].get<CompoundStmt>() : nullptr;
      C.Loop = Outer ? slotLoopOf(For, P.Statement, Context) : std::nullopt;
      if (C.Loop) {
        Block = Outer;
        C.Statement = For;
      }
    }
    if (!Block)
      continue;
    const Site &S = *P.Node->S;
    if (!S.UniformProven) {
      C.Key = keyOfAddress(P.Node->address(), Context,
                           C.Loop ? C.Loop->Index : nullptr, &C.KeyWhy);
      if (C.Loop && C.Key && C.Key->KeyVars.count(C.Loop->Index))
        C.Key.reset(); // the key itself varies by slot
    }
    auto [It, New] = Blocks.try_emplace(Block);
    if (New)
      Order.push_back(Block);
    It->second.emplace(C.Statement, C);
  }
  llvm::DenseSet<const CallExpr *> RewrittenCalls;
  for (const SiteNode &N : Nodes)
    if (N.S->Rewrite)
      RewrittenCalls.insert(N.Call);
  GroupBuilder Builder(Context, RewrittenCalls);
  for (const CompoundStmt *Block : Order)
    if (Blocks[Block].size() >= 2)
      Builder.scanBlock(Block, Blocks[Block]);
  for (auto [Copy, Call] : Copies) {
    Copy->Group = FirstOfCall[Call]->Group;
    Copy->NotFusedWhy = FirstOfCall[Call]->NotFusedWhy;
  }
}

} // namespace warpagg
