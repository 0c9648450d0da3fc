# ptoc: opt --passes=convert_tensor_to_tile_ops
# tensor.expand_clone stores its input into target (a loop of the lowers_to
# alternative): per row of dim 0 when dim 0 repeats (the input loaded once),
# per row through tile.col_expand when dim 1 does, through tile.row_expand
# when dim 2 does, else at once.  (Reference test_convert_tensor_to_tile_ops
# Before 22 / 24, in FP32 so that every tile row is 32-byte aligned.)
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def same(src: pl.Tensor[[2, 4, 8], pl.FP32], target: pl.Tensor[[2, 4, 8], pl.FP32]) -> pl.Tensor[[2, 4, 8], pl.FP32]:
        y: pl.Tensor[[2, 4, 8], pl.FP32] = pl.tensor.expand_clone(src, target)
        return y
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def dim0(src: pl.Tensor[[1, 4, 8], pl.FP32], target: pl.Tensor[[2, 4, 8], pl.FP32]) -> pl.Tensor[[2, 4, 8], pl.FP32]:
        y: pl.Tensor[[2, 4, 8], pl.FP32] = pl.tensor.expand_clone(src, target)
        return y
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def dim1(src: pl.Tensor[[2, 1, 8], pl.FP32], target: pl.Tensor[[2, 4, 8], pl.FP32]) -> pl.Tensor[[2, 4, 8], pl.FP32]:
        y: pl.Tensor[[2, 4, 8], pl.FP32] = pl.tensor.expand_clone(src, target)
        return y
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def dim2(src: pl.Tensor[[2, 4, 1], pl.FP32], target: pl.Tensor[[2, 4, 8], pl.FP32]) -> pl.Tensor[[2, 4, 8], pl.FP32]:
        y: pl.Tensor[[2, 4, 8], pl.FP32] = pl.tensor.expand_clone(src, target)
        return y
