# examples/operators/concat.py::<module> (hand-written)
import pypto.language as pl


@pl.program
class TileConcat32x32Program:
    @pl.function(type=pl.FunctionType.InCore)
    def tile_concat(
        self,
        a: pl.Tensor[[32, 16], pl.FP32],
        b: pl.Tensor[[32, 16], pl.FP32],
        c: pl.Out[pl.Tensor[[32, 32], pl.FP32]],
    ) -> pl.Tensor[[32, 32], pl.FP32]:
        tile_a = pl.load(a, [0, 0], [32, 16])
        tile_b = pl.load(b, [0, 0], [32, 16])
        tile_out: pl.Tile[[32, 32], pl.FP32] = pl.concat(tile_a, tile_b)
        out_c = pl.store(tile_out, [0, 0], c)
        return out_c

    @pl.function(type=pl.FunctionType.Orchestration)
    def orchestrator(
        self, a: pl.Tensor[[32, 16], pl.FP32], b: pl.Tensor[[32, 16], pl.FP32]
    ) -> pl.Tensor[[32, 32], pl.FP32]:
        out_c = pl.create_tensor([32, 32], dtype=pl.FP32)
        out_c = self.tile_concat(a, b, out_c)
        return out_c
