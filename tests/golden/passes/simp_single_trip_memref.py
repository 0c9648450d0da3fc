# ptoc: opt --backend 910B --passes=simplify
# a single-trip loop is folded: its var becomes the start in the load offsets (simplified) and
# in the MemRef of the tile's type (substituted, as the reference leaves MemRefs unsimplified)
@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, a: pl.Tensor[[256, 64], pl.FP32]):
        mine: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 32768)
        for i in pl.range(2, 3):
            t: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mine, (i + 1) % 2 * 16384, 16384, slots=2)[(i + 1) % 2], pl.Mem.Vec] = pl.tile.load(a, [(i + 1) * 64, 0], [64, 64], [64, 64], target_memory=pl.Mem.Vec)
