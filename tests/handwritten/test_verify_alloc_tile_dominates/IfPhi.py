# tests/ut/ir/transforms/test_verify_alloc_tile_dominates.py::test_pipeline_output_satisfies_alloc_tile_dominance (hand-written)
import pypto.language as pl


@pl.program
class IfPhi:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        a: pl.Tensor[[64, 64], pl.FP32],
        c: pl.Scalar[pl.BOOL],
        output: pl.Out[pl.Tensor[[64, 64], pl.FP32]],
    ) -> pl.Tensor[[64, 64], pl.FP32]:
        ta: pl.Tile[[64, 64], pl.FP32] = pl.load(a, [0, 0], [64, 64], target_memory=pl.MemorySpace.Vec)
        if c:
            r1: pl.Tile[[64, 64], pl.FP32] = pl.mul(ta, ta)
            res: pl.Tile[[64, 64], pl.FP32] = pl.yield_(r1)
        else:
            r2: pl.Tile[[64, 64], pl.FP32] = pl.add(ta, ta)
            res: pl.Tile[[64, 64], pl.FP32] = pl.yield_(r2)
        out: pl.Tensor[[64, 64], pl.FP32] = pl.store(res, [0, 0], output)
        return out
