import pypto.language as pl

# A two-stage software pipeline over the 64-row blocks of two 256x64 tensors:
# out = exp(a) + b, one block per trip.  stage=2 lets block i+1's loads overlap
# block i's compute: with ptoc's own memory planners LowerPipelineLoops copies
# the body twice per trip (each copy's tiles in their own buffers) and
# CanonicalizeIOOrder hoists both copies' loads above the compute; under the
# ptoas planner LowerPipelineToSlots keeps one body and rotates the loads
# through the two slots of a pto.alloc_multi_tile instead.
@pl.program
class PipelineRows:
    @pl.function(type=pl.FunctionType.InCore)
    def exp_add_rows(
        self,
        a: pl.Tensor[[256, 64], pl.FP32],
        b: pl.Tensor[[256, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[256, 64], pl.FP32]],
    ) -> pl.Tensor[[256, 64], pl.FP32]:
        for i, (acc,) in pl.pipeline(0, 256, 64, stage=2, init_values=(out,)):
            x: pl.Tile[[64, 64], pl.FP32] = pl.load(a, [i, 0], [64, 64])
            y: pl.Tile[[64, 64], pl.FP32] = pl.load(b, [i, 0], [64, 64])
            e: pl.Tile[[64, 64], pl.FP32] = pl.exp(x)
            s: pl.Tile[[64, 64], pl.FP32] = pl.add(e, y)
            nxt: pl.Tensor[[256, 64], pl.FP32] = pl.store(s, [i, 0], acc)
            r = pl.yield_(nxt)
        return r
