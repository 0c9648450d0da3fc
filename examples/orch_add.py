# c = a + b over 128x128 tensors written as the reference's beginner examples
# are: an orchestration function whose `pl.at(level=pl.Level.CORE_GROUP)`
# scope holds the kernel body.  OutlineIncoreScopes makes that body the InCore
# function `orch_add_incore_0` (a and b in, c out) and the scope its call.
@pl.program
class OrchAdd:
    @pl.function(type=pl.FunctionType.Orchestration)
    def orch_add(
        self,
        a: pl.Tensor[[128, 128], pl.FP32],
        b: pl.Tensor[[128, 128], pl.FP32],
        c: pl.Out[pl.Tensor[[128, 128], pl.FP32]],
    ) -> pl.Tensor[[128, 128], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            tile_a = pl.load(a, [0, 0], [128, 128])
            tile_b = pl.load(b, [0, 0], [128, 128])
            tile_c = pl.add(tile_a, tile_b)
            c = pl.store(tile_c, [0, 0], c)
        return c
