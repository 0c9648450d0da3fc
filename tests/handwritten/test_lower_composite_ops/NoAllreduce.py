# tests/ut/ir/transforms/test_lower_composite_ops.py::test_allreduce_noop_when_only_user_call_chain (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class NoAllreduce:
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(
        self,
        x: pl.Tensor[[1, 16], pl.FP32],
        out_0: pl.Out[pl.Tensor[[1, 16], pl.FP32]],
    ) -> pl.Tensor[[1, 16], pl.FP32]:
        tile = pl.load(x, [0, 0], [1, 16])
        return pl.store(tile, [0, 0], out_0)

    @pl.function
    def main(self, x: pl.Tensor[[1, 16], pl.FP32]) -> pl.Tensor[[1, 16], pl.FP32]:
        out_0: pl.Tensor[[1, 16], pl.FP32] = pl.create_tensor([1, 16], dtype=pl.FP32)
        r: pl.Tensor[[1, 16], pl.FP32] = self.main_incore_0(x, out_0)
        return r
