# tests/ut/ir/transforms/test_optimize_orch_tensors.py::TestAssembleLoopRewrite::test_assemble_loop_to_store_loop (hand-written)
import pypto.language as pl


@pl.program
class Expected:
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(
        self,
        x: pl.Tensor[[1, 32], pl.FP32],
        ret0__out: pl.Out[pl.Tensor[[1, 64], pl.FP32]],
    ) -> pl.Tensor[[1, 64], pl.FP32]:
        for i, (acc,) in pl.range(2, init_values=(ret0__out,)):
            off: pl.Scalar[pl.INDEX] = i * 32
            chunk__tile = pl.load(x, [0, 0], [1, 32])
            acc_next = pl.store(chunk__tile, [0, off], acc)
            result = pl.yield_(acc_next)
        return result

    @pl.function
    def main(self, x: pl.Tensor[[1, 32], pl.FP32]) -> pl.Tensor[[1, 64], pl.FP32]:
        ret0__out = pl.create_tensor([1, 64], dtype=pl.FP32)
        y = self.main_incore_0(x, ret0__out)
        return y
