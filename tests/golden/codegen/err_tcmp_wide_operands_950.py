# ptoc: compile --backend 950 --no-emit-loc
# tile.cmp of [16, 64] FP32 tiles: the packed mask is [16, 32] UINT8 (roundup(64 / 8, 32)
# columns), narrower than the operands, so 950's operands_in_result_shape cannot place
# them in tiles of the mask's shape and A5's tcmp rule (one physical shape) reports it.
import pypto.language as pl


@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, lhs: pl.Tensor[[16, 64], pl.FP32], rhs: pl.Tensor[[16, 64], pl.FP32], eq: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        lt: pl.Tile[[16, 64], pl.FP32] = pl.load(lhs, [0, 0], [16, 64])
        rt: pl.Tile[[16, 64], pl.FP32] = pl.load(rhs, [0, 0], [16, 64])
        one: pl.Tile[[16, 64], pl.FP32] = pl.tile.full([16, 64], dtype=pl.FP32, value=1.0)
        zero: pl.Tile[[16, 64], pl.FP32] = pl.tile.full([16, 64], dtype=pl.FP32, value=0.0)
        tmp: pl.Tile[[1, 32], pl.UINT8] = pl.tile.create([1, 32], dtype=pl.UINT8)
        m: pl.Tile[[16, 32], pl.UINT8] = pl.tile.cmp(lt, rt, cmp_type=0)
        eq = pl.store(pl.tile.sel(m, one, zero, tmp), [0, 0], eq)
        return eq
