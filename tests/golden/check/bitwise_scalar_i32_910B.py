# ptoc: check --backend 910B
# pl.ands / pl.ors on 32-bit integer tiles on A2/A3, where ptoas's tands / tors take
# i8/i16 only: LowerCompositeOps makes them tile.expands (texpands of the scalar) and the
# tile-tile tand / tor, which ptoas 0.60 takes on i32 (specs/decompositions.yaml).  From
# the reference's test_pto_codegen_tile_bitwise_unsigned_scalar_is_normalized_without_bridge.
import pypto.language as pl


@pl.program
class BitwiseScalarI32:
    @pl.function(type=pl.FunctionType.InCore)
    def ands_u32(self, src: pl.Tensor[[32, 32], pl.UINT32], out: pl.Tensor[[32, 32], pl.UINT32]):
        src_tile = pl.load(src, offsets=[0, 0], shapes=[32, 32])
        result_tile = pl.ands(src_tile, 5)
        pl.store(result_tile, offsets=[0, 0], output_tensor=out)

    @pl.function(type=pl.FunctionType.InCore)
    def ors_i32(self, src: pl.Tensor[[16, 64], pl.INT32], out: pl.Tensor[[16, 64], pl.INT32]):
        src_tile = pl.load(src, offsets=[0, 0], shapes=[16, 64])
        result_tile = pl.ors(src_tile, 65539)
        pl.store(result_tile, offsets=[0, 0], output_tensor=out)
