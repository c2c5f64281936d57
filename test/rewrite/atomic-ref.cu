// Relaxed fetch_OP calls on cuda::atomic_ref<T, Scope> and
// cuda::std::atomic_ref<T> are rewritten to the runtime's atomic_ref entry
// points, which take the ref itself (scope from its type): only the text
// around the ref and the value changes. Other memory orders, thread scope,
// types without a runtime form, shared and thread-local memory are left
// alone with the reason.
// RUN: %warpagg %s 2>%t.diag | %strip-comments | %FileCheck %s
// RUN: %FileCheck %s --check-prefix=DIAG < %t.diag
// RUN: %warpagg %s 2>/dev/null | %strip-comments | %FileCheck %s --check-prefix=INCLUDE
// RUN: %warpagg --dry-run --report=json %s >%t.json
// RUN: %python -c "import json,sys; [print(r['line'], r['function'], r['decision'], r['replacement'], r['reason_code']) for r in json.load(open(sys.argv[1]))]" %t.json | %FileCheck %s --check-prefix=JSON
// RUN: %warpagg --dry-run --stats --quiet %s 2>&1 | %FileCheck %s --check-prefix=STATS
// STATS:      by function:
// STATS-NEXT:   cuda::atomic_ref::fetch_add: 11
// STATS-NEXT:   cuda::atomic_ref::fetch_and: 1
// STATS:        cuda::std::atomic_ref::fetch_add: 1
#include <cuda/atomic>
#include <cuda/std/atomic>
// One include: atomic_ref.cuh (it includes warpagg.cuh), on the blank line
// after these comments.
// INCLUDE: {{^}}#include <cuda/std/atomic>
// INCLUDE: {{^}}#include <warpagg/atomic_ref.cuh>
// INCLUDE-NEXT: {{^}}using device_ref
// INCLUDE-NOT: warpagg.cuh

using device_ref = cuda::atomic_ref<int, cuda::thread_scope_device>;
#define CHECKED(x) do { if ((x) < 0) __trap(); } while (0)
#define BUMP(r) (r).fetch_add(1, cuda::std::memory_order_relaxed)
#define HIST(i) cuda::atomic_ref<int, cuda::thread_scope_device>(out[i])

__global__ void kernel(int *out, float *f, long long *ll, const int *key,
                       cuda::atomic_ref<int, cuda::thread_scope_block> *p) {
  __shared__ int bins[64];
  int k = key[threadIdx.x];
  constexpr auto relaxed = cuda::std::memory_order_relaxed;
  // A temporary.
  // DIAG: atomic-ref.cu:[[@LINE+3]]:60: remark: rewrote cuda::atomic_ref::fetch_add as warpagg::reduce_add (int, result unused)
  // CHECK: {{^}}  warpagg::reduce_add(cuda::atomic_ref<int, cuda::thread_scope_device>(out[k]), 1);
  // JSON: {{^}}[[@LINE+1]] cuda::atomic_ref::fetch_add rewritten warpagg::reduce_add {{$}}
  cuda::atomic_ref<int, cuda::thread_scope_device>(out[k]).fetch_add(1, cuda::std::memory_order_relaxed);
  // A named ref, and any constant equal to relaxed.
  device_ref r(out[k + 1]);
  // DIAG: atomic-ref.cu:[[@LINE+2]]:5: remark: rewrote cuda::atomic_ref::fetch_sub as warpagg::reduce_sub (int, result unused)
  // CHECK: {{^}}  warpagg::reduce_sub(r, 2);
  r.fetch_sub(2, relaxed);
  // Through a pointer: the runtime takes *p.
  // DIAG: atomic-ref.cu:[[@LINE+2]]:6: remark: rewrote cuda::atomic_ref::fetch_min as warpagg::reduce_min (int, result unused)
  // CHECK: {{^}}  warpagg::reduce_min(*p, 3);
  p->fetch_min(3, cuda::memory_order_relaxed);
  // CHECK: {{^}}  warpagg::reduce_max((*p), 4);
  (*p).fetch_max(4, cuda::memory_order_relaxed);
  // Each scope: the runtime function is the same, the ref's type carries it.
  cuda::atomic_ref<int, cuda::thread_scope_block> b(out[k + 2]);
  cuda::atomic_ref<unsigned long long, cuda::thread_scope_system> s(
      reinterpret_cast<unsigned long long *>(ll)[k]);
  // DIAG: atomic-ref.cu:[[@LINE+2]]:5: remark: rewrote cuda::atomic_ref::fetch_and as warpagg::reduce_and (int, result unused)
  // CHECK: {{^}}  warpagg::reduce_and(b, 5);
  b.fetch_and(5, cuda::std::memory_order_relaxed);
  // DIAG: atomic-ref.cu:[[@LINE+2]]:5: remark: rewrote cuda::atomic_ref::fetch_xor as warpagg::reduce_xor (unsigned long long, result unused)
  // CHECK: {{^}}  warpagg::reduce_xor(s, 6ull);
  s.fetch_xor(6ull, cuda::std::memory_order_relaxed);
  // cuda::std::atomic_ref: system scope.
  cuda::std::atomic_ref<float> sf(f[k]);
  // DIAG: atomic-ref.cu:[[@LINE+3]]:6: remark: rewrote cuda::std::atomic_ref::fetch_add as warpagg::reduce_add (float, result unused)
  // CHECK: {{^}}  warpagg::reduce_add(sf, 0.5f);
  // JSON: {{^}}[[@LINE+1]] cuda::std::atomic_ref::fetch_add rewritten warpagg::reduce_add {{$}}
  sf.fetch_add(0.5f, cuda::std::memory_order_relaxed);
  // fetch_sub where CUDA has no atomicSub (float, double, unsigned long
  // long): the runtime adds the negation.
  // DIAG: atomic-ref.cu:[[@LINE+2]]:6: remark: rewrote cuda::std::atomic_ref::fetch_sub as warpagg::reduce_sub (float, result unused)
  // CHECK: {{^}}  warpagg::reduce_sub(sf, 0.25f);
  sf.fetch_sub(0.25f, cuda::std::memory_order_relaxed);
  // DIAG: atomic-ref.cu:[[@LINE+2]]:5: remark: rewrote cuda::atomic_ref::fetch_sub as warpagg::reduce_sub (unsigned long long, result unused)
  // CHECK: {{^}}  warpagg::reduce_sub(s, 1ull);
  s.fetch_sub(1ull, cuda::std::memory_order_relaxed);
  // The old value used: the returning form.
  // DIAG: atomic-ref.cu:[[@LINE+2]]:15: remark: rewrote cuda::atomic_ref::fetch_add as warpagg::atomic_add (int, result used)
  // CHECK: {{^}}  int old = warpagg::atomic_add(r, 7);
  int old = r.fetch_add(7, relaxed);
  // Written inside a macro argument: rewritten there.
  // DIAG: atomic-ref.cu:[[@LINE+2]]:13: remark: rewrote cuda::atomic_ref::fetch_add as warpagg::atomic_add (int, result used)
  // CHECK: {{^}}  CHECKED(warpagg::atomic_add(r, old));
  CHECKED(r.fetch_add(old, relaxed));
  // The object spelled by a macro is an operand like the value: rewritten.
  // DIAG: atomic-ref.cu:[[@LINE+2]]:15: remark: rewrote cuda::atomic_ref::fetch_add as warpagg::reduce_add (int, result unused)
  // CHECK: {{^}}  warpagg::reduce_add(HIST(k + 4), old);
  HIST(k + 4).fetch_add(old, relaxed);
  // Comments and spaces around the value go with the edited text; the ref
  // and the value stay byte for byte.
  // CHECK: {{^}}  warpagg::reduce_add(r, 8 * old);
  r.fetch_add( /* v */ 8 * old, /* order */ cuda::std::memory_order_relaxed );

  // Left alone: stronger orders,
  // DIAG: atomic-ref.cu:[[@LINE+3]]:5: note: left alone: memory order seq_cst (the default); only relaxed atomics are aggregated [cuda::atomic_ref::fetch_add]
  // CHECK: {{^}}  r.fetch_add(9);
  // JSON: {{^}}[[@LINE+1]] cuda::atomic_ref::fetch_add left alone  memory-order{{$}}
  r.fetch_add(9);
  // DIAG: atomic-ref.cu:[[@LINE+2]]:5: note: left alone: memory order acq_rel; only relaxed atomics are aggregated [cuda::atomic_ref::fetch_add]
  // CHECK: {{^}}  r.fetch_add(10, cuda::std::memory_order_acq_rel);
  r.fetch_add(10, cuda::std::memory_order_acq_rel);
  // thread scope,
  cuda::atomic_ref<int, cuda::thread_scope_thread> t(out[k + 3]);
  // DIAG: atomic-ref.cu:[[@LINE+2]]:5: note: left alone: scope cuda::thread_scope_thread; the runtime aggregates device, block and system scopes [cuda::atomic_ref::fetch_or]
  // CHECK: {{^}}  t.fetch_or(11, relaxed);
  t.fetch_or(11, relaxed);
  // a type without a runtime form (CUDA has no atomicAdd for long long),
  // DIAG: atomic-ref.cu:[[@LINE+2]]:65: note: left alone: the warpagg runtime has no aggregated cuda::atomic_ref::fetch_add for 'long long' [cuda::atomic_ref::fetch_add]
  // CHECK: {{^}}  cuda::atomic_ref<long long, cuda::thread_scope_device>(ll[k]).fetch_add(12, relaxed);
  cuda::atomic_ref<long long, cuda::thread_scope_device>(ll[k]).fetch_add(12, relaxed);
  // shared memory (the address is what the ref was made from),
  cuda::atomic_ref<int, cuda::thread_scope_block> sb(bins[k & 63]);
  // DIAG: atomic-ref.cu:[[@LINE+2]]:6: note: left alone: address is in shared memory ('bins'); shared atomics are cheap, use --shared=rewrite to opt in [cuda::atomic_ref::fetch_add]
  // CHECK: {{^}}  sb.fetch_add(13, relaxed);
  sb.fetch_add(13, relaxed);
  // and a call spelled in a macro body.
  // DIAG: atomic-ref.cu:[[@LINE+2]]:3: note: left alone: in the body of macro 'BUMP'; macro bodies are not rewritten [cuda::atomic_ref::fetch_add]
  // CHECK: {{^}}  BUMP(r);
  BUMP(r);
}

// A template: one rewrite of its text when every instantiation takes it.
template <class T> __device__ void add_to(T *p, T v) {
  // DIAG: atomic-ref.cu:[[@LINE+2]]:54: remark: rewrote cuda::atomic_ref::fetch_add as warpagg::reduce_add (float and double, result unused)
  // CHECK: {{^}}  warpagg::reduce_add(cuda::atomic_ref<T, cuda::thread_scope_device>(*p), v);
  cuda::atomic_ref<T, cuda::thread_scope_device>(*p).fetch_add(v, cuda::std::memory_order_relaxed);
}

__global__ void templated(float *f, double *d, const int *key) {
  int k = key[threadIdx.x];
  add_to(&f[k], 1.0f);
  add_to(&d[k], 2.0);
}
// DIAG: warpagg: 14 sites rewritten, 6 left alone
