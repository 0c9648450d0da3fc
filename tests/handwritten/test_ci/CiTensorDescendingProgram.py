# tests/st/runtime/framework_and_models/test_ci.py::<module> (hand-written)
import pypto.language as pl

ROWS = 1
COLS = 32
N = COLS


@pl.program
class CiTensorDescendingProgram:
    @pl.function(type=pl.FunctionType.Opaque)
    def main(
        self,
        output: pl.Out[pl.Tensor[[ROWS, COLS], pl.INT32]],
    ) -> pl.Tensor[[ROWS, COLS], pl.INT32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            seq = pl.tensor.ci(N - 1, [ROWS, COLS], dtype=pl.INT32, descending=True)
            output = pl.assemble(output, seq, [0, 0])
        return output
