# ptoc: compile --backend 910B --emit=orchestration
# The reference's test_orchestration_codegen_graph _SubmitDeps
# (test_graph_helper_binds_submit_task_ids): the Graph body's two submissions keep their
# task-id edge (PTO2TaskId t1 = task_0_outs.task_id(); ... = t1;).
import pypto.language as pl


@pl.program
class _SubmitDeps:
    """A Graph whose body submits two tasks with an explicit TaskId edge."""

    @pl.function(type=pl.FunctionType.AIV)
    def k1(
        self, x: pl.Tensor[[128, 128], pl.FP32], o: pl.InOut[pl.Tensor[[128, 128], pl.FP32]]
    ) -> pl.Tensor[[128, 128], pl.FP32]:
        t: pl.Tile[[128, 128], pl.FP32] = pl.load(x, [0, 0], [128, 128])
        o = pl.store(t, [0, 0], o)
        return o

    @pl.function(type=pl.FunctionType.AIV)
    def k2(
        self, x: pl.Tensor[[128, 128], pl.FP32], o: pl.InOut[pl.Tensor[[128, 128], pl.FP32]]
    ) -> pl.Tensor[[128, 128], pl.FP32]:
        t: pl.Tile[[128, 128], pl.FP32] = pl.load(x, [0, 0], [128, 128])
        o = pl.store(t, [0, 0], o)
        return o

    @pl.function(type=pl.FunctionType.Graph)
    def layer(
        self,
        a: pl.Tensor[[128, 128], pl.FP32],
        c: pl.InOut[pl.Tensor[[128, 128], pl.FP32]],
        d: pl.InOut[pl.Tensor[[128, 128], pl.FP32]],
    ):
        with pl.manual_scope():
            c, t1 = pl.spmd_submit(self.k1, a, c, core_num=1)
            d, _ = pl.spmd_submit(self.k2, c, d, core_num=1, deps=[t1])
        return c, d

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        a: pl.Tensor[[128, 128], pl.FP32],
        c: pl.InOut[pl.Tensor[[128, 128], pl.FP32]],
        d: pl.InOut[pl.Tensor[[128, 128], pl.FP32]],
    ):
        c, d = self.layer(a, c, d)
        return c, d
