# ptoc: parse
# tensor.paged_gather: a constant index count larger than max_indices (the
# accumulator's rows), is_trans into a memory other than Mat, and a block_size
# that is not positive are errors at the call (reference ConvertTensorToTileOps'
# paged_gather lowering checks).
import pypto.language as pl


@pl.program
class Program:
    @pl.function(type=pl.FunctionType.InCore)
    def too_many(
        self,
        src: pl.Tensor[[256, 128], pl.FP16],
        idx: pl.Tensor[[32], pl.INT32],
        bt: pl.Tensor[[8], pl.INT32],
    ) -> pl.Tensor[[16, 128], pl.FP16]:
        out = pl.paged_gather(src, idx, bt, block_size=128, size=128, max_indices=16)
        return out

    @pl.function(type=pl.FunctionType.InCore)
    def trans_vec(
        self,
        src: pl.Tensor[[256, 128], pl.FP16],
        idx: pl.Tensor[[16], pl.INT32],
        bt: pl.Tensor[[8], pl.INT32],
    ) -> pl.Tensor[[128, 16], pl.FP16]:
        out = pl.paged_gather(src, idx, bt, block_size=128, size=128, max_indices=16, space=pl.MemorySpace.Vec, is_trans=True)
        return out

    @pl.function(type=pl.FunctionType.InCore)
    def no_block(
        self,
        src: pl.Tensor[[256, 128], pl.FP16],
        idx: pl.Tensor[[16], pl.INT32],
        bt: pl.Tensor[[8], pl.INT32],
    ) -> pl.Tensor[[16, 128], pl.FP16]:
        out = pl.paged_gather(src, idx, bt, block_size=0, size=128, max_indices=16)
        return out
