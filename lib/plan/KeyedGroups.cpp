//===- KeyedGroups.cpp ----------------------------------------------------===//
#include "warpagg/plan/KeyedGroups.h"

#include "warpagg/analysis/AddressFromKey.h"
#include "clang/AST/Decl.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/STLExtras.h"

using namespace clang;

namespace warpagg {
namespace {

// The variable a key summand is, if it is one (`id`, not `i / 4`).
const VarDecl *keyVariable(const Expr *Key) {
  const auto *Ref = dyn_cast<DeclRefExpr>(Key->IgnoreParenImpCasts());
  return Ref ? dyn_cast<VarDecl>(Ref->getDecl()) : nullptr;
}

// Finds the declaration at a location in a template's pattern.
class PatternVar : public RecursiveASTVisitor<PatternVar> {
public:
  explicit PatternVar(SourceLocation Loc) : Loc(Loc) {}
  bool VisitVarDecl(VarDecl *V) {
    if (V->getLocation() != Loc)
      return true;
    Found = V;
    return false;
  }
  SourceLocation Loc;
  const VarDecl *Found = nullptr;
};

// Whether \p V's type, as its function's template declares it, names a
// template parameter (every instantiation would spell the key's type
// differently): true where the pattern cannot be read.
bool typeDependsOnTemplate(const VarDecl *V, const FunctionDecl *F) {
  const FunctionDecl *Pattern = F ? F->getTemplateInstantiationPattern() : nullptr;
  if (!Pattern)
    return false;
  if (const auto *P = dyn_cast<ParmVarDecl>(V)) {
    unsigned I = P->getFunctionScopeIndex();
    return I >= Pattern->getNumParams() ||
           Pattern->getParamDecl(I)->getType()->isDependentType();
  }
  if (!Pattern->getBody())
    return true;
  PatternVar Finder(V->getLocation());
  Finder.TraverseStmt(Pattern->getBody());
  return !Finder.Found || Finder.Found->getType()->isDependentType();
}

// Whether the builtin integer type \p T can be a group's key.
bool isKeyType(QualType T) {
  const auto *B = T.getCanonicalType()->getAs<BuiltinType>();
  return B && B->isInteger() && B->getKind() != BuiltinType::Bool;
}

class FormBuilder {
public:
  FormBuilder(const CompoundStmt *Block, unsigned DeclOffset,
              unsigned CommitOffset, bool WrapsLoopBody, ASTContext &Context)
      : Block(Block), DeclOffset(DeclOffset), CommitOffset(CommitOffset),
        WrapsLoopBody(WrapsLoopBody), Context(Context),
        SM(Context.getSourceManager()) {}

  std::optional<KeyedGroupForm> build(const std::vector<KeyedMember> &Members) {
    if (!nameKeyAndSlot(Members))
      return std::nullopt;
    KeyedGroupForm Form;
    Form.KeyType = KeyType;
    std::string Addresses;
    for (const KeyedMember &M : Members) {
      const Expr *Key = M.Key->Terms.front().Value;
      const Expr *Address = M.Node->address();
      std::optional<AddressFromKey> A =
          addressFromKey(Address, Key, KeyName, M.SlotIndex, Context);
      if (!A || !llvm::all_of(A->Reads, [&](const VarDecl *V) {
            return namedAtCommit(V);
          }))
        return std::nullopt;
      Form.Puts.push_back({A->KeyText, A->Offset, A->Length});
      Addresses += (Addresses.empty() ? "" : ", ") + A->Text;
    }
    Form.Addresses = "[&](" + KeyType + " " + KeyName +
                     (SlotName.empty() ? "" : ", int " + SlotName) +
                     ") { return warpagg::addresses(" + Addresses + "); }";
    return Form;
  }

private:
  // The callable's parameters: the key's variable's own name where every
  // site's key is that variable, else wa_key; the slot loops' index, which
  // all slot sites must name alike.
  bool nameKeyAndSlot(const std::vector<KeyedMember> &Members) {
    const VarDecl *Common = nullptr;
    bool AllVariable = true;
    for (const KeyedMember &M : Members) {
      if (!M.Key || M.Key->Terms.size() != 1 || M.Node->AddressArg != 0 ||
          !M.Node->S->ArgumentEdits.empty())
        return false;
      const Expr *Key = M.Key->Terms.front().Value;
      QualType T = Key->getType().getCanonicalType().getUnqualifiedType();
      if (!isKeyType(T))
        return false;
      std::string Spelling = T.getAsString(Context.getPrintingPolicy());
      if (!KeyType.empty() && Spelling != KeyType)
        return false;
      KeyType = Spelling;
      const VarDecl *V = keyVariable(Key);
      AllVariable &= V && (!Common || Common == V);
      Common = V ? V : Common;
      if (M.Node->Function &&
          M.Node->Function->getTemplateInstantiationPattern() &&
          (!V || typeDependsOnTemplate(V, M.Node->Function)))
        return false;
      if (M.SlotIndex) {
        std::string Name = M.SlotIndex->getNameAsString();
        if (!SlotName.empty() && Name != SlotName)
          return false;
        SlotName = Name;
      }
    }
    KeyName = AllVariable && Common ? Common->getNameAsString() : "wa_key";
    return KeyName != SlotName;
  }

  // Whether the name of \p V, written in the callable at the commit, finds
  // V: declared before the group (a parameter, or a local above it), not
  // one of the callable's parameters, and not declared again between the
  // group's declaration and its commit in the block they share (a
  // wrapped body's declarations end before the commit).
  bool namedAtCommit(const VarDecl *V) {
    std::string Name = V->getNameAsString();
    if (Name == KeyName || Name == SlotName)
      return false;
    if (V->isLocalVarDeclOrParm() && !isa<ParmVarDecl>(V)) {
      SourceLocation L = SM.getFileLoc(V->getLocation());
      if (SM.getFileOffset(L) >= DeclOffset)
        return false;
    }
    if (WrapsLoopBody)
      return true;
    for (const Stmt *S : Block->body()) {
      const auto *Decls = dyn_cast<DeclStmt>(S);
      if (!Decls)
        continue;
      unsigned At = SM.getFileOffset(SM.getFileLoc(Decls->getBeginLoc()));
      if (At < DeclOffset || At >= CommitOffset)
        continue;
      for (const Decl *D : Decls->decls())
        if (const auto *N = dyn_cast<NamedDecl>(D);
            N && N->getNameAsString() == Name)
          return false;
    }
    return true;
  }

  const CompoundStmt *Block;
  unsigned DeclOffset, CommitOffset;
  bool WrapsLoopBody;
  ASTContext &Context;
  const SourceManager &SM;
  std::string KeyType, KeyName, SlotName;
};

} // namespace

std::optional<KeyedGroupForm>
keyedGroupForm(const std::vector<KeyedMember> &Members,
               const CompoundStmt *Block, unsigned DeclOffset,
               unsigned CommitOffset, bool WrapsLoopBody,
               ASTContext &Context) {
  if (Members.empty() || !Block)
    return std::nullopt;
  return FormBuilder(Block, DeclOffset, CommitOffset, WrapsLoopBody, Context)
      .build(Members);
}

} // namespace warpagg
