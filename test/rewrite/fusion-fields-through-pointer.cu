// Fusion of the fields of one object reached through a local or parameter
// pointer (analysis/AddressKey.h): &a->x, &a->y, &a->z share an address in
// two lanes exactly when a does, so they form one group keyed by 'a', as
// in a project's atomicAdd(float3 *, float3) helper (vector-helper.cu).
// (-fgpu-rdc: helpers here have no caller in the file; only relocatable
// device code lets another file call them, else they never run and are
// left alone as 'uncalled'.)
// RUN: %warpagg %s -- -fgpu-rdc 2>%t.diag | %strip-comments | %FileCheck %s
// RUN: %FileCheck %s --check-prefix=DIAG < %t.diag

struct body {
  float3 force;
  float torque;
};
struct node {
  node *next;
  float w;
};

// The helper's shape, a function of its own.
__device__ void add_force(float3 *a, float3 v) {
  // DIAG: fusion-fields-through-pointer.cu:[[@LINE+2]]:3: remark: fused 3 sites (lines [[@LINE+2]], [[@LINE+3]], [[@LINE+4]]) keyed by 'a' into [[G:wa_group_[0-9]+]]
  // CHECK: warpagg::group<warpagg::op::add, float, float, float> [[G:wa_group_[0-9]+]]; [[G]].put<0>(&a->x, v.x);
  atomicAdd(&a->x, v.x);
  atomicAdd(&a->y, v.y);
  atomicAdd(&a->z, v.z);
  // CHECK-NEXT: [[G]].put<1>(&a->y, v.y);
  // CHECK-NEXT: [[G]].put<2>(&a->z, v.z); [[G]].commit();
}

// Nested fields after the arrow, and a field of another type: one key.
__global__ void accumulate(body *bodies, const int *owner, const float3 *f) {
  body *b = &bodies[owner[threadIdx.x]];
  // DIAG: fusion-fields-through-pointer.cu:[[@LINE+2]]:3: remark: fused 2 sites (lines [[@LINE+2]], [[@LINE+3]]) keyed by 'b'
  // CHECK: .put<0>(&b->force.x, f[threadIdx.x].x);
  atomicAdd(&b->force.x, f[threadIdx.x].x);
  atomicAdd(&b->torque, 1.0f);
}

// Not one key: two pointers; a pointer read from memory; the pointer
// changing in between.
__global__ void not_fused(body *p, body *q, node *n) {
  body *a = p + threadIdx.x, *c = q + threadIdx.x / 2;
  // CHECK: warpagg::reduce_add(&a->torque, 1.0f);
  // CHECK-NEXT: warpagg::reduce_add(&c->torque, 1.0f);
  atomicAdd(&a->torque, 1.0f);
  atomicAdd(&c->torque, 1.0f);
  // CHECK: {{^}}  warpagg::reduce_add(&n->next->w, 1.0f);
  // CHECK-NEXT: {{^}}  warpagg::reduce_add(&n->next->w, 1.0f);
  atomicAdd(&n->next->w, 1.0f);
  atomicAdd(&n->next->w, 1.0f);
  // CHECK: {{^}}  warpagg::reduce_add(&a->force.z, 3.0f);
  // CHECK-NEXT: {{^}}  a = c;
  // CHECK-NEXT: {{^}}  warpagg::reduce_add(&a->force.z, 3.0f);
  atomicAdd(&a->force.z, 3.0f);
  a = c;
  atomicAdd(&a->force.z, 3.0f);
}
// DIAG: warpagg: 11 sites rewritten, 0 left alone
