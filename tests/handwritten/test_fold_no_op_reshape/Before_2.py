# tests/ut/ir/transforms/test_fold_no_op_reshape.py::TestFoldNoOpReshape::test_pass_runs_without_error_on_simple_kernel (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(
        self,
        x: pl.Tensor[[64, 64], pl.FP32],
        output: pl.Out[pl.Tensor[[64, 64], pl.FP32]],
    ) -> pl.Tensor[[64, 64], pl.FP32]:
        t: pl.Tile[[64, 64], pl.FP32, pl.MemorySpace.Vec] = pl.load(x, [0, 0], [64, 64])
        y: pl.Tile[[64, 64], pl.FP32, pl.MemorySpace.Vec] = pl.add(t, t)
        result: pl.Tensor[[64, 64], pl.FP32] = pl.store(y, [0, 0], output)
        return result
