// A permissive stand-in for the runtime's orchestration header (not published with the
// reference): every name ptoc's orchestration code uses, with loose types, so that
// `c++ -fsyntax-only` checks the generated code's syntax, scoping and declare-before-use
// (tests/golden/compile/run.sh), not the runtime's real signatures.
#pragma once
#include <stdint.h>
#include <algorithm>
struct PTO2TaskId {
	PTO2TaskId() {}
	PTO2TaskId(int) {}
	static PTO2TaskId invalid() { return {}; }
	bool is_valid() const { return true; }
};
struct ChipTensor {
	template <class... A> ChipTensor view(A...) const { return {}; }
	template <class... A> ChipTensor transpose(A...) const { return {}; }
	template <class... A> ChipTensor reshape(A...) const { return {}; }
	const ChipTensor &ref() const { return *this; }
	uint32_t shapes[8];
};
struct ChipTaskArgs {
	const ChipTensor &tensor(int) const { static ChipTensor t; return t; }
	uint64_t scalar(int) const { return 0; }
};
struct PTO2OrchestrationConfig { int expected_arg_count; };
enum class DataType { FLOAT32, FLOAT16, BFLOAT16, INT32, INT16, INT8, UINT8, INT64, UINT32, UINT64, UINT16, BOOL, FLOAT8E4M3, FLOAT8E5M2, HIFLOAT8, FP4E2M1 };
struct TensorCreateInfo {
	template <class... A> TensorCreateInfo(A...) {}
	template <class T> void set_initial_value(T) {}
};
struct TaskOutputTensors {
	const ChipTensor &get_ref(int) const { static ChipTensor t; return t; }
	PTO2TaskId task_id() const { return {}; }
};
struct LaunchSpec {
	void set_block_num(int64_t) {}
	void set_require_sync_start(bool) {}
};
enum class PredicateOp { EQ, NE, LT, LE, GT, GE };
struct L0TaskOperand {
	const ChipTensor *tensor;
	uint32_t ndims;
	uint32_t indices[8];
};
struct L0TaskPredicate {
	PredicateOp op;
	L0TaskOperand operand;
	int64_t target;
};
struct CoreTaskArgs {
	LaunchSpec launch_spec;
	template <class T> void add_input(const T &) {}
	template <class T> void add_output(const T &) {}
	template <class T> void add_inout(const T &) {}
	template <class T> void add_scalar(T) {}
	template <class T> void dump(const T &) {}
	template <class... A> void set_dependencies(A...) {}
	template <class... A> void set_predicate(A...) {}
	void set_allow_early_resolve(bool) {}
	const ChipTensor &tensor(int) const { static ChipTensor t; return t; }
	const uint64_t &scalar(int) const { static uint64_t v; return v; }
};
struct MixedKernels { int aic, aiv0, aiv1; };
const int INVALID_KERNEL_ID = -1;
enum class PTO2ScopeMode { AUTO, MANUAL };
#define PTO2_SCOPE(...) if (true)
template <class... A> TaskOutputTensors alloc_tensors(A...) { return {}; }
template <class... A> TaskOutputTensors rt_submit_aiv_task(A...) { return {}; }
template <class... A> TaskOutputTensors rt_submit_aic_task(A...) { return {}; }
template <class... A> TaskOutputTensors rt_submit_task(A...) { return {}; }
template <class... A> TaskOutputTensors rt_submit_dummy_task(A...) { return {}; }
template <class... A> void rt_submit_graph(A...) {}
inline int64_t rt_available_cluster_count() { return 1; }
inline int64_t rt_available_aiv_count() { return 2; }
template <class T> uint64_t to_u64(T) { return 0; }
template <class T> T from_u64(uint64_t) { return T(); }
template <class T, class... A> T get_tensor_data(A...) { return T(); }
template <class T, class... A> void set_tensor_data(A...) {}
inline void always_assert(bool) {}
