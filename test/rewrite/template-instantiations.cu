// A call in a template is decided once for all the instantiations the file
// contains: rewritten only when every one is, the same way, else left alone
// with the blocking instantiation's reason. Remarks, notes and the JSON
// report name every instantiation's value type.
// RUN: %warpagg %s 2>%t.diag | %strip-comments | %FileCheck %s
// RUN: %FileCheck %s --check-prefix=DIAG < %t.diag
// RUN: %warpagg --dry-run --report=json %s >%t.json
// RUN: %python -c "import json,sys; [print(r['line'], r['decision'], '|', r['type'], '|', ' / '.join(r['types'])) for r in json.load(open(sys.argv[1]))]" %t.json | %FileCheck %s --check-prefix=JSON

template <class T> __device__ void add_all(T *p, T v) {
  // DIAG: template-instantiations.cu:[[@LINE+3]]:3: remark: rewrote atomicAdd as warpagg::reduce_add (float, double and float2, result unused)
  // JSON: [[@LINE+2]] rewritten | float, double, float2 | float / double / float2
  // CHECK: warpagg::reduce_add(p, v);
  atomicAdd(p, v);
}

// A kernel parameter's target is the same in every lane: the float
// instantiation would take the uniform strategy, but integer adds there are
// nvcc's own (it aggregates them), so the int instantiation blocks the one
// rewrite of the text, whichever comes first.
template <class T> __global__ void add_total(T *total, T v) {
  // DIAG: template-instantiations.cu:[[@LINE+3]]:3: note: left alone: one instantiation of this template (instantiated for float and int) blocks it: the address is the same in every lane, and nvcc already aggregates integer atomics on such addresses (faster than the runtime) [atomicAdd]
  // JSON: [[@LINE+2]] left alone | float, int | float / int
  // CHECK: {{^}}  atomicAdd(total, v);
  atomicAdd(total, v);
}
template <class T> __global__ void add_total_int_first(T *total, T v) {
  // DIAG: template-instantiations.cu:[[@LINE+2]]:3: note: left alone: one instantiation of this template (instantiated for int and float) blocks it: the address is the same in every lane{{.*}} [atomicAdd]
  // CHECK: {{^}}  atomicAdd(total, v);
  atomicAdd(total, v);
}

// Never instantiated: nothing proves anything about it; reported.
template <class T> __device__ void unused(T *p, T v) {
  // DIAG: template-instantiations.cu:[[@LINE+2]]:3: note: left alone: in a template this translation unit never instantiates{{.*}} [atomicAdd]
  // CHECK: {{^}}  atomicAdd(p, v);
  atomicAdd(p, v);
}

template __global__ void add_total<float>(float *, float);
template __global__ void add_total<int>(int *, int);
template __global__ void add_total_int_first<int>(int *, int);
template __global__ void add_total_int_first<float>(float *, float);

__global__ void kernel(float *f, double *d, float2 *f2, const int *key) {
  int k = key[threadIdx.x];
  add_all(&f[k], 1.0f);
  add_all(&d[k], 2.0);
  add_all(&f2[k], make_float2(1, 2));
}
// DIAG: warpagg: 1 site rewritten, 3 left alone
