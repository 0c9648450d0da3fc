# ptoc: run --threads 1
# exit: 1
# A kernel that fails in its task: the runtime's error at the instruction, then the call
# whose task it was.
import pypto.language as pl

@pl.program
class Fails:
    @pl.function(type=pl.FunctionType.InCore)
    def copy_rows(self, x: pl.Tensor[[32, 16], pl.FP32], row: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[32, 16], pl.FP32]]) -> pl.Tensor[[32, 16], pl.FP32]:
        t: pl.Tile[[8, 16], pl.FP32] = pl.load(x, [row, 0], [8, 16])
        out = pl.store(t, [row, 0], out)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, x: pl.Tensor[[32, 16], pl.FP32], y: pl.Out[pl.Tensor[[32, 16], pl.FP32]]) -> pl.Tensor[[32, 16], pl.FP32]:
        y = self.copy_rows(x, 0, y)
        y = self.copy_rows(x, 30, y)
        return y
