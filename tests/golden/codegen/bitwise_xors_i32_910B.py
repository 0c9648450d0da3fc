# ptoc: compile --backend 910B --no-emit-loc
# pl.xors on 32-bit integer tiles on A2/A3, where ptoas's txors takes i8/i16 only:
# LowerCompositeOps makes it tile.expands (texpands of the scalar) and the tile-tile txor
# with the caller's scratch tile, which ptoas 0.60 takes on i32 (specs/decompositions.yaml).
# The i32 case is the reference's test_tile_ops xors program (a runtime scalar).
import pypto.language as pl


@pl.program
class BitwiseXorsI32:
    @pl.function(type=pl.FunctionType.InCore)
    def xors_u32(self, src: pl.Tensor[[32, 32], pl.UINT32], out: pl.Tensor[[32, 32], pl.UINT32]):
        src_tile = pl.load(src, offsets=[0, 0], shapes=[32, 32])
        tmp_tile = pl.tile.create([32, 32], dtype=pl.UINT32, target_memory=pl.Mem.Vec)
        result_tile = pl.xors(src_tile, 5, tmp_tile)
        pl.store(result_tile, offsets=[0, 0], output_tensor=out)

    @pl.function(type=pl.FunctionType.InCore)
    def xors_i32(
        self, src: pl.Tensor[[16, 64], pl.INT32], scalar: pl.Scalar[pl.INT32], out: pl.Tensor[[16, 64], pl.INT32]
    ):
        src_tile = pl.load(src, offsets=[0, 0], shapes=[16, 64])
        tmp_tile = pl.tile.create([16, 64], dtype=pl.INT32, target_memory=pl.Mem.Vec)
        result_tile = pl.xors(src_tile, scalar, tmp_tile)
        pl.store(result_tile, offsets=[0, 0], output_tensor=out)
