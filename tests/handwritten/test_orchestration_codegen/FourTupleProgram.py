# tests/ut/codegen/test_orchestration_codegen.py::TestOrchestration::test_four_element_tuple (hand-written)
import pypto.language as pl


@pl.program
class FourTupleProgram:
    @pl.function(type=pl.FunctionType.AIV)
    def online_update(
        self,
        mij: pl.Tensor[[16, 1], pl.FP32],
        lij: pl.Tensor[[16, 1], pl.FP32],
        oi_new: pl.Tensor[[16, 16], pl.FP32],
        mi: pl.InOut[pl.Tensor[[16, 1], pl.FP32]],
        li: pl.InOut[pl.Tensor[[16, 1], pl.FP32]],
        oi: pl.InOut[pl.Tensor[[16, 16], pl.FP32]],
        dst: pl.Out[pl.Tensor[[16, 16], pl.FP32]],
    ) -> tuple[
        pl.Tensor[[16, 1], pl.FP32],
        pl.Tensor[[16, 1], pl.FP32],
        pl.Tensor[[16, 16], pl.FP32],
        pl.Tensor[[16, 16], pl.FP32],
    ]:
        mi_tile: pl.Tile[[16, 1], pl.FP32] = pl.load(mi, [0, 0], [16, 1])
        li_tile: pl.Tile[[16, 1], pl.FP32] = pl.load(li, [0, 0], [16, 1])
        oi_tile: pl.Tile[[16, 16], pl.FP32] = pl.load(oi, [0, 0], [16, 16])
        dst_tile: pl.Tile[[16, 16], pl.FP32] = pl.load(dst, [0, 0], [16, 16])
        mi_out: pl.Tensor[[16, 1], pl.FP32] = pl.store(mi_tile, [0, 0], mi)
        li_out: pl.Tensor[[16, 1], pl.FP32] = pl.store(li_tile, [0, 0], li)
        oi_out: pl.Tensor[[16, 16], pl.FP32] = pl.store(oi_tile, [0, 0], oi)
        dst_out: pl.Tensor[[16, 16], pl.FP32] = pl.store(dst_tile, [0, 0], dst)
        return mi_out, li_out, oi_out, dst_out

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
    def orch_four_tuple(
        self,
        mij: pl.Tensor[[16, 1], pl.FP32],
        lij: pl.Tensor[[16, 1], pl.FP32],
        oi_new: pl.Tensor[[16, 16], pl.FP32],
        mi_in: pl.Tensor[[16, 1], pl.FP32],
        li_in: pl.Tensor[[16, 1], pl.FP32],
        oi_in: pl.Tensor[[16, 16], pl.FP32],
        dst_in: pl.Tensor[[16, 16], pl.FP32],
        final: pl.Out[pl.Tensor[[16, 16], pl.FP32]],
    ) -> pl.Tensor[[16, 16], pl.FP32]:
        mi_in, li_in, oi_in, dst_in = self.online_update(
            mij, lij, oi_new, mi_in, li_in, oi_in, dst_in
        )
        final = self.kernel_add(oi_in, dst_in, final)
        return final
