# tests/ut/codegen/test_orchestration_codegen.py::TestOrchestration::test_tuple_intermediate (hand-written)
import pypto.language as pl


@pl.program
class TupleIntermediateProgram:
    @pl.function(type=pl.FunctionType.AIV)
    def kernel_pair(
        self,
        a: pl.Tensor[[16, 16], pl.FP32],
        b: pl.Tensor[[16, 16], pl.FP32],
        out_s: pl.Out[pl.Tensor[[16, 16], pl.FP32]],
        out_d: pl.Out[pl.Tensor[[16, 16], pl.FP32]],
    ) -> tuple[pl.Tensor[[16, 16], pl.FP32], pl.Tensor[[16, 16], pl.FP32]]:
        a_tile: pl.Tile[[16, 16], pl.FP32] = pl.load(a, [0, 0], [16, 16])
        b_tile: pl.Tile[[16, 16], pl.FP32] = pl.load(b, [0, 0], [16, 16])
        s: pl.Tile[[16, 16], pl.FP32] = pl.add(a_tile, b_tile)
        d: pl.Tile[[16, 16], pl.FP32] = pl.sub(a_tile, b_tile)
        rs: pl.Tensor[[16, 16], pl.FP32] = pl.store(s, [0, 0], out_s)
        rd: pl.Tensor[[16, 16], pl.FP32] = pl.store(d, [0, 0], out_d)
        return rs, rd

    @pl.function(type=pl.FunctionType.AIV)
    def kernel_add(
        self,
        a: pl.Tensor[[16, 16], pl.FP32],
        b: pl.Tensor[[16, 16], pl.FP32],
        output: pl.Out[pl.Tensor[[16, 16], pl.FP32]],
    ) -> pl.Tensor[[16, 16], pl.FP32]:
        a_tile: pl.Tile[[16, 16], pl.FP32] = pl.load(a, [0, 0], [16, 16])
        b_tile: pl.Tile[[16, 16], pl.FP32] = pl.load(b, [0, 0], [16, 16])
        result: pl.Tile[[16, 16], pl.FP32] = pl.add(a_tile, b_tile)
        out: pl.Tensor[[16, 16], pl.FP32] = pl.store(result, [0, 0], output)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def orch_tuple_mid(
        self,
        a: pl.Tensor[[16, 16], pl.FP32],
        b: pl.Tensor[[16, 16], pl.FP32],
        result: pl.Out[pl.Tensor[[16, 16], pl.FP32]],
    ) -> pl.Tensor[[16, 16], pl.FP32]:
        x: pl.Tensor[[16, 16], pl.FP32] = pl.create_tensor([16, 16], dtype=pl.FP32)
        y: pl.Tensor[[16, 16], pl.FP32] = pl.create_tensor([16, 16], dtype=pl.FP32)
        x, y = self.kernel_pair(a, b, x, y)
        result = self.kernel_add(x, y, result)
        return result
