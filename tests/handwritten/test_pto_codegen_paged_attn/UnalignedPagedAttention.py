# tests/ut/codegen/test_pto_codegen_paged_attn.py::<module> (hand-written)
import pypto.language as pl


@pl.program
class UnalignedPagedAttention:
    """Unaligned paged attention with dynamic valid_len for softmax_prepare."""

    @pl.function(type=pl.FunctionType.InCore)
    def softmax_prepare_unaligned(
        self,
        sij: pl.Tensor[[16, 128], pl.FP32],
        pij: pl.Tensor[[16, 128], pl.BF16],
        mij: pl.Tensor[[16, 1], pl.FP32],
        lij: pl.Tensor[[16, 1], pl.FP32],
        scale_value: pl.Scalar[pl.FP32],
        valid_len: pl.Scalar[pl.INDEX],
    ):
        sij_tile: pl.Tile[[16, 128], pl.FP32] = pl.tile.load(
            sij,
            [0, 0],
            [16, 128],
            [16, valid_len],
            target_memory=pl.MemorySpace.Vec,
        )
        sij_padded = pl.tile.fillpad(sij_tile, pad_value=pl.PadValue.min)
        tmp_tile: pl.Tile[[16, 128], pl.FP32] = pl.tile.sub(sij_padded, sij_padded)
        sij_scaled = pl.tile.muls(sij_padded, scale_value)
        max_tile: pl.Tile[[16, 1], pl.FP32] = pl.tile.row_max(sij_scaled, tmp_tile)
        pij_tile: pl.Tile[[16, 128], pl.FP32] = pl.tile.row_expand_sub(sij_scaled, max_tile)
        pij_tile = pl.tile.exp(pij_tile)
        pij_bf16_tile = pl.tile.cast(pij_tile, mode="round", target_type=pl.BF16)
        pij_fp16_tile = pl.tile.cast(pij_bf16_tile, mode="round", target_type=pl.FP16)
        sum_tile: pl.Tile[[16, 1], pl.FP16] = pl.tile.row_sum(pij_fp16_tile, tmp_tile)
        pl.store(max_tile, [0, 0], mij)
        pl.store(sum_tile, [0, 0], lij)
        pl.store(pij_bf16_tile, [0, 0], pij)
