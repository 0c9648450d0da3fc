# ptoc: print
# examples/ir_parser/paged_attention_example.py (e2d0f78's parser checks a call's argument count, not its argument types): an INT64 flag passed to a pl.Scalar[pl.BOOL] parameter, and an INDEX loop var to a pl.Scalar[pl.INT32] one, are passed as is
import pypto.language as pl


@pl.function(type=pl.FunctionType.InCore)
def kernel_update(
    src: pl.Tensor[[16, 128], pl.FP32],
    dst: pl.Out[pl.Tensor[[16, 128], pl.FP32]],
    is_first: pl.Scalar[pl.BOOL],
    step: pl.Scalar[pl.INT32],
) -> pl.Tensor[[16, 128], pl.FP32]:
    t = pl.load(src, [0, 0], [16, 128], target_memory=pl.MemorySpace.Vec)
    if is_first:
        out = pl.store(t, [0, 0], dst)
    else:
        z = pl.tile.full([16, 128], dtype=pl.FP32, value=0.0)
        out = pl.store(z, [0, 0], dst)
    return out


@pl.program
class FlagProgram:
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        src: pl.Tensor[[16, 128], pl.FP32],
        dst: pl.Out[pl.Tensor[[16, 128], pl.FP32]],
    ) -> pl.Tensor[[16, 128], pl.FP32]:
        for bn in pl.range(4):
            if bn == 0:
                is_first: pl.Scalar[pl.INT64] = pl.yield_(1)
            else:
                is_first: pl.Scalar[pl.INT64] = pl.yield_(0)
            dst = kernel_update(src, dst, is_first, bn)
        return dst
