# tests/ut/codegen/test_orchestration_task_deps.py::test_compiler_derived_deps_for_dynamic_parallel_tensor_carriers_share_phase_barrier (hand-written)
import pypto.language as pl


@pl.program
class P:
    @pl.function(type=pl.FunctionType.AIV)
    def fill_q(
        self,
        out: pl.Out[pl.Tensor[[64], pl.FP32]],
    ) -> pl.Tensor[[64], pl.FP32]:
        return out

    @pl.function(type=pl.FunctionType.AIV)
    def fill_k(
        self,
        out: pl.Out[pl.Tensor[[64], pl.FP32]],
    ) -> pl.Tensor[[64], pl.FP32]:
        return out

    @pl.function(type=pl.FunctionType.AIV)
    def fill_v(
        self,
        out: pl.Out[pl.Tensor[[64], pl.FP32]],
    ) -> pl.Tensor[[64], pl.FP32]:
        return out

    @pl.function(type=pl.FunctionType.AIV)
    def consume(
        self,
        q: pl.Tensor[[64], pl.FP32],
        k: pl.Tensor[[64], pl.FP32],
        v: pl.Tensor[[64], pl.FP32],
    ) -> pl.Tensor[[64], pl.FP32]:
        return q

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        q: pl.Tensor[[64], pl.FP32],
        k: pl.Tensor[[64], pl.FP32],
        v: pl.Tensor[[64], pl.FP32],
        n_steps: pl.Scalar[pl.INDEX],
    ) -> pl.Tensor[[64], pl.FP32]:
        q_carried = q
        k_carried = k
        v_carried = v
        for _i, (q_carried, k_carried, v_carried) in pl.parallel(
            0,
            n_steps,
            init_values=(q_carried, k_carried, v_carried),
        ):
            q_carried = self.fill_q(q_carried)
            k_carried = self.fill_k(k_carried)
            v_carried = self.fill_v(v_carried)
            q_carried, k_carried, v_carried = pl.yield_(q_carried, k_carried, v_carried)
        out = self.consume(q_carried, k_carried, v_carried)
        return out
