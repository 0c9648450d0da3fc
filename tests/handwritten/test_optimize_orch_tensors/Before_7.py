# tests/ut/ir/transforms/test_optimize_orch_tensors.py::TestIterArgReuse::test_standalone_call_without_iter_arg_chain_not_merged (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel_copy(
        self,
        src: pl.Tensor[[64], pl.FP32],
        ret0__out: pl.Out[pl.Tensor[[64], pl.FP32]],
    ) -> pl.Tensor[[64], pl.FP32]:
        t: pl.Tile[[64], pl.FP32] = pl.load(src, [0], [64])
        ret0__store: pl.Tensor[[64], pl.FP32] = pl.store(t, [0], ret0__out)
        return ret0__store

    @pl.function
    def main(self, src: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        ret0__out: pl.Tensor[[64], pl.FP32] = pl.create_tensor([64], dtype=pl.FP32)
        result: pl.Tensor[[64], pl.FP32] = self.kernel_copy(src, ret0__out)
        return result
