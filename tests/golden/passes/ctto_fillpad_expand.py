# ptoc: opt --passes=convert_tensor_to_tile_ops
# tensor.fillpad_expand lowers to tile.fillpad_expand on the loaded input
# (reference test_fillpad_pad_value, PositionalExpand).
import pypto.language as pl

@pl.program
class PositionalExpand:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def main(x: pl.Tensor[[8, 32], pl.FP32]) -> pl.Tensor[[16, 32], pl.FP32]:
        y: pl.Tensor[[16, 32], pl.FP32, pl.TensorView(stride=[], layout=pl.TensorLayout.ND, pad=pl.PadValue.max)] = pl.tensor.fillpad_expand(x, [16, 32], pad_value=pl.PadValue.max)
        return y
