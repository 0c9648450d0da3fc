# ptoc: print
# Keywords the reference's builders pass on every call, so its printer writes
# them even when the program omits them (every call of these ops in its
# printed cases carries one): tile.cast / tensor.cast mode, tensor.create
# layout, tile.fillpad pad_value, tile.extract target_memory, tile.gather_row
# transpose, the tpop split and system.syncall core_type.
import pypto.language as pl


@pl.program
class BuilderKeywords:
    @pl.function(type=pl.FunctionType.InCore)
    def tiles(self, x: pl.Tensor[[16, 128], pl.FP32], src: pl.Tensor[[64, 128], pl.FP32], out: pl.Out[pl.Tensor[[16, 128], pl.FP16]]) -> pl.Tensor[[16, 128], pl.FP16]:
        t: pl.Tile[[16, 128], pl.FP32] = pl.tile.load(x, [0, 0], [16, 128], target_memory=pl.Mem.Vec)
        p: pl.Tile[[16, 128], pl.FP32] = pl.tile.fillpad(t)
        e: pl.Tile[[8, 128], pl.FP32] = pl.tile.extract(p, 0, 0, [8, 128])
        g: pl.Tile[[16, 128], pl.FP32] = pl.tile.gather_row(p, src, [0, 0], [4, 0], [1, 128])
        h: pl.Tile[[16, 128], pl.FP16] = pl.tile.cast(g, target_type=pl.FP16)
        pl.system.syncall()
        return pl.tile.store(h, [0, 0], out)

    @pl.function(type=pl.FunctionType.AIV)
    def vec(self, out: pl.Out[pl.Tensor[[16, 128], pl.FP32]]) -> pl.Tensor[[16, 128], pl.FP32]:
        q: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.tpop_from_aic()
        pl.system.tfree_to_aic(q)
        return pl.tile.store(q, [0, 0], out)

    @pl.function
    def tensors(self, x: pl.Tensor[[16, 128], pl.FP32]) -> pl.Tensor[[16, 128], pl.FP16]:
        y: pl.Tensor[[16, 128], pl.FP16] = pl.tensor.cast(x, target_type=pl.FP16)
        z: pl.Tensor[[16, 128], pl.FP16] = pl.tensor.create([16, 128], dtype=pl.FP16)
        return pl.tensor.add(y, z)
