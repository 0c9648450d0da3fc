# ptoc: opt --passes=convert_tensor_to_tile_ops
# tensor.sort32, tensor.mrgsort_format1 and tensor.gather_mask lower to their
# tile ops on the loaded inputs (the reference's test_sort.py
# MrgSort1DynFP32TensorValIdxProgram, test_gather.py GatherMaskP0101Program).
import pypto.language as pl

@pl.program
class SortGatherMask:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def main(src: pl.Tensor[[1, 128], pl.FP32], idx: pl.Tensor[[1, 128], pl.UINT32]) -> pl.Tensor[[1, 128], pl.UINT32]:
        s: pl.Tensor[[1, 256], pl.FP32] = pl.tensor.sort32(src, idx)
        m: pl.Tensor[[1, 256], pl.FP32] = pl.tensor.mrgsort(s, block_len=64)
        v: pl.Tensor[[1, 128], pl.UINT32] = pl.tensor.gather(m, mask_pattern=pl.tile.MaskPattern.P1010, output_dtype=pl.UINT32)
        return v
