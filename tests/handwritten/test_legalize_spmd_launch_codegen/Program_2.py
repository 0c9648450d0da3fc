# tests/ut/codegen/test_legalize_spmd_launch_codegen.py::test_manual_multi_output_empty_task_keeps_dependency_chain (hand-written)
import pypto.language as pl


@pl.program
class Program:
    @pl.function(type=pl.FunctionType.InCore)
    def producer(
        self, a: pl.Out[pl.Tensor[[16], pl.FP32]], b: pl.Out[pl.Tensor[[16], pl.FP32]]
    ) -> tuple[pl.Tensor[[16], pl.FP32], pl.Tensor[[16], pl.FP32]]:
        ta = pl.tile.full([16], pl.FP32, 3.0)
        tb = pl.tile.full([16], pl.FP32, 7.0)
        a = pl.store(ta, [0], a)
        b = pl.store(tb, [0], b)
        return b, a

    @pl.function(type=pl.FunctionType.InCore)
    def consumer(
        self,
        a: pl.Tensor[[16], pl.FP32],
        b: pl.Tensor[[16], pl.FP32],
        out: pl.Out[pl.Tensor[[16], pl.FP32]],
    ) -> pl.Tensor[[16], pl.FP32]:
        ta = pl.load(a, [0], [16])
        tb = pl.load(b, [0], [16])
        return pl.store(pl.tile.sub(ta, tb), [0], out)

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        ctrl: pl.Tensor[[1], pl.INT32],
        a: pl.Tensor[[16], pl.FP32],
        b: pl.Tensor[[16], pl.FP32],
        out: pl.Tensor[[16], pl.FP32],
    ) -> pl.Tensor[[16], pl.FP32]:
        n = pl.tensor.read(ctrl, [0])
        with pl.manual_scope():
            prior = pl.system.task_dummy(deps=[])
            (ob, oa), tid = pl.spmd_submit(self.producer, a, b, core_num=n, deps=[prior])
            out, _ = pl.submit(self.consumer, oa, ob, out, deps=[tid])
        return out
