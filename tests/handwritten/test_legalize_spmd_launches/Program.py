# tests/ut/ir/transforms/test_legalize_spmd_launches.py::_program (hand-written)
import pypto.language as pl


@pl.program
class Program:
    @pl.function(type=pl.FunctionType.InCore)
    def producer(
        self,
        a: pl.Out[pl.Tensor[[16], pl.FP32]],
        b: pl.Out[pl.Tensor[[16], pl.FP32]],
    ) -> tuple[pl.Tensor[[16], pl.FP32], pl.Tensor[[16], pl.FP32]]:
        ta = pl.tile.full([16], pl.FP32, 3.0)
        tb = pl.tile.full([16], pl.FP32, 7.0)
        a = pl.store(ta, [0], a)
        b = pl.store(tb, [0], b)
        return b, a

    @pl.function(type=pl.FunctionType.InCore)
    def consumer(
        self, a: pl.Tensor[[16], pl.FP32], b: pl.Tensor[[16], pl.FP32]
    ) -> pl.Tensor[[16], pl.FP32]:
        return a

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        a: pl.Tensor[[16], pl.FP32],
        b: pl.Tensor[[16], pl.FP32],
        n: pl.Scalar[pl.INDEX],
    ) -> pl.Tensor[[16], pl.FP32]:
        with pl.manual_scope():
            prior = pl.system.task_dummy(deps=[])
            (ob, oa), tid = pl.spmd_submit(
                self.producer,
                a,
                b,
                core_num=n,
                deps=[prior],
                sync_start=True,
                allow_early_resolve=True,
            )
            result, _ = pl.submit(self.consumer, oa, ob, deps=[tid])
        return result
