# tests/st/runtime/framework_and_models/test_ci.py::<module> (hand-written)
import pypto.language as pl

ROWS = 1
COLS = 32


@pl.program
class TensorArangeAscendingProgram:
    """pl.tensor.arange ascending — alias of pl.tensor.ci."""

    @pl.function(type=pl.FunctionType.Opaque)
    def main(
        self,
        output: pl.Out[pl.Tensor[[ROWS, COLS], pl.INT32]],
    ) -> pl.Tensor[[ROWS, COLS], pl.INT32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            seq = pl.tensor.arange(0, [ROWS, COLS], dtype=pl.INT32)
            output = pl.assemble(output, seq, [0, 0])
        return output
