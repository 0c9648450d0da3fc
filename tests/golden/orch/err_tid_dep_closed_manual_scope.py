# ptoc: compile --backend 910B --emit=orchestration
# The reference's test_spmd_grid_tid_dep_across_manual_scope_boundary_is_rejected
# (tests/ut/codegen/test_orchestration_task_deps.py): a deps= edge naming the task id of a
# pl.spmd launched inside a pl.manual_scope() that has closed cannot be honored (its C++
# local is gone); it is rejected at the edge rather than dropped.
import pypto.language as pl


@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def producer(
        self,
        a: pl.Tensor[[64, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[64, 64], pl.FP32]],
    ) -> pl.Tensor[[64, 64], pl.FP32]:
        t = pl.load(a, [0, 0], [64, 64])
        return pl.store(pl.add(t, t), [0, 0], out)

    @pl.function(type=pl.FunctionType.InCore)
    def reader(
        self,
        a: pl.Tensor[[64, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[64, 64], pl.FP32]],
    ) -> pl.Tensor[[64, 64], pl.FP32]:
        t = pl.load(a, [0, 0], [64, 64])
        return pl.store(pl.add(t, t), [0, 0], out)

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        x: pl.Tensor[[64, 64], pl.FP32],
        scratch: pl.Out[pl.Tensor[[64, 64], pl.FP32]],
        out: pl.Out[pl.Tensor[[64, 64], pl.FP32]],
    ) -> pl.Tensor[[64, 64], pl.FP32]:
        with pl.manual_scope():
            with pl.spmd(4) as grid_tid:
                scratch = self.producer(x, scratch)
        out, _ = pl.submit(self.reader, scratch, out, deps=[grid_tid])
        return out
