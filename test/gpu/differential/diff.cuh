// test/gpu/differential/diff.cuh -- what the differential harness's driver
// (diff_main.cu) and the generated translation units (generated/variant_*.cu)
// share: the inputs every kernel may read, the description of its outputs,
// and the launcher type (generated/launch.inc defines one per kernel).
#pragma once

#include "../common.cuh"

namespace diff {

enum vtype { T_I32, T_U32, T_I64, T_U64, T_F32, T_F64 };
// EXACT: every byte equal. SORTED: equal as multisets (used results whose
// positions depend on the order atomics were served: compaction slots,
// tickets).
enum cmpmode { EXACT, SORTED };
// POISON: random bits (integers) or random small dyadic values (floats, -0.0
// among them); ZERO: a counter whose old values index another output.
enum initmode { POISON, ZERO };

struct OutDesc {
  vtype type;
  int entries;
  cmpmode cmp;
  initmode init;
};

constexpr int kMaxOuts = 8;

struct KernelMeta {
  const char* name;
  const char* shape;
  int n;
  int keys;  // key[] holds values in [0, keys)
  int dist;  // how (make_keys in diff_main.cu)
  int nout;
  OutDesc out[kMaxOuts];
};

struct Inputs {
  const int* key;
  const int* vi;
  const unsigned* vu;
  const long long* vll;
  const unsigned long long* vull;
  const float* vf;
  const double* vd;
};

// Launches the kernel (asynchronously; checks the launch) on device outputs
// out[0..nout).
using LaunchFn = void (*)(const Inputs& in, void* const* out, int n);

inline int type_size(vtype t) { return t == T_I32 || t == T_U32 || t == T_F32 ? 4 : 8; }
inline const char* type_name(vtype t) {
  switch (t) {
    case T_I32: return "int";
    case T_U32: return "unsigned";
    case T_I64: return "long long";
    case T_U64: return "unsigned long long";
    case T_F32: return "float";
    default: return "double";
  }
}

}  // namespace diff
