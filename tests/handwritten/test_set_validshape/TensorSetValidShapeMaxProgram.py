# tests/st/runtime/test_set_validshape.py::<module> (hand-written)
import pypto.language as pl

M = 64
N = 64
VALID_ROWS = 48
VALID_COLS = 56


@pl.program
class TensorSetValidShapeMaxProgram:
    """Narrow valid_shape with set_validshape, then fillpad with FP32 max."""

    @pl.function(type=pl.FunctionType.Opaque)
    def main(
        self,
        input_tensor: pl.Tensor[[M, N], pl.FP32],
        output: pl.Out[pl.Tensor[[M, N], pl.FP32]],
    ) -> pl.Tensor[[M, N], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            narrowed = pl.set_validshape(input_tensor, VALID_ROWS, VALID_COLS)
            padded = pl.fillpad(narrowed, pad_value=pl.PadValue.max)
            output = pl.assemble(output, padded, [0, 0])
        return output
